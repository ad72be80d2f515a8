import { Icon } from "@/components/services/Icon";
import { visualsCopy } from "@/content/visuals";
import { Badge, CardHead, Chip } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import c from "./seo.module.css";
import s from "./visuals.module.css";

/**
 * Monthly organic traffic, relative to the first month: +150% in six months, the claim the
 * page makes. The chart's zero is its bottom edge, so the heights keep that ratio.
 */
const traffic = [1, 1.12, 1.38, 1.7, 2.08, 2.5];
const W = 200;
const H = 90;
const points = traffic.map((v, i) => [(i * W) / (traffic.length - 1), H - v * 32] as const);

/** A smooth line through the points (Catmull-Rom as cubic Béziers). */
function smooth(pts: readonly (readonly [number, number])[]): string {
  return pts.reduce((d, [x, y], i) => {
    if (i === 0) return `M${x} ${y}`;
    const [x0, y0] = pts[i - 2] ?? pts[i - 1]!;
    const [x1, y1] = pts[i - 1]!;
    const [x3, y3] = pts[i + 1] ?? [x, y];
    const c1 = `${(x1 + (x - x0) / 6).toFixed(1)} ${(y1 + (y - y0) / 6).toFixed(1)}`;
    const c2 = `${(x - (x3 - x1) / 6).toFixed(1)} ${(y - (y3 - y1) / 6).toFixed(1)}`;
    return `${d} C${c1} ${c2} ${x} ${y}`;
  }, "");
}

const line = smooth(points);
const last = points[points.length - 1]!;

/** The traffic and rankings report beside the blog posts that AI SEO wrote and published. */
export function SeoVisual({ lang, className }: VisualProps) {
  const t = visualsCopy[lang].aiSeo;
  return (
    <VisualFrame named={{ label: t.label, lang }} ratio="6 / 5" narrowRatio="5 / 6" className={className}>
      <div className={`${s.card} ${c.report} ${s.body}`}>
        <div className="flex flex-col" style={{ gap: "0.2em" }}>
          <span className={`${s.sm} text-muted`}>{t.trafficTitle}</span>
          <span className={`${s.row} whitespace-nowrap`} style={{ gap: "0.5em" }}>
            <span className={`${s.xl} font-bold`}>{t.growth}</span>
            <Chip icon="trend" tint="bg-accent-soft text-accent">{t.period}</Chip>
          </span>
        </div>
        <div className={c.chart}>
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none">
            <defs>
              <linearGradient id="seo-area" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="var(--color-brand)" stopOpacity="0.28" />
                <stop offset="1" stopColor="var(--color-brand)" stopOpacity="0" />
              </linearGradient>
            </defs>
            {[0.25, 0.5, 0.75].map((f) => (
              <line key={f} x1="0" x2={W} y1={H * f} y2={H * f} stroke="var(--color-line)" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
            ))}
            <path d={`${line} L${W} ${H} L0 ${H}Z`} fill="url(#seo-area)" />
            <path d={line} fill="none" stroke="var(--color-brand)" strokeWidth="2.5" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </svg>
          <span
            className={`${s.dot} bg-brand ring-4 ring-brand/20`}
            style={{ position: "absolute", left: `${(last[0] / W) * 100}%`, top: `${(last[1] / H) * 100}%`, margin: "-0.35em 0 0 -0.35em", width: "0.7em", height: "0.7em" }}
          />
        </div>
        <div className={`${s.xs} flex justify-between text-muted`}>
          {t.months.map((m) => <span key={m}>{m}</span>)}
        </div>
        <div className="flex flex-col border-t border-line" style={{ gap: "0.5em", paddingTop: "0.8em" }}>
          <div className={s.row}>
            <span className={`${s.sm} flex-1 font-semibold`}>{t.rankingsTitle}</span>
            <span className={`${s.xs} font-semibold text-accent`}>{t.rising}</span>
          </div>
          {t.keywords.map((keyword) => (
            <div key={keyword} className={s.row}>
              <Icon name="search" className={`${s.icon} text-muted`} />
              <span className={`${s.sm} flex-1`}>{keyword}</span>
              <Badge icon="trend" tint="bg-accent-soft text-accent" style={{ width: "1.5em", height: "1.5em", borderRadius: "0.45em" }} />
            </div>
          ))}
        </div>
      </div>
      <div className={`${s.card} ${c.posts} ${s.drift} ${s.wideOnly}`} style={at(0.4)}>
        <CardHead icon="pen" title={t.postsTitle} />
        <ul className={s.body}>
          {t.posts.map((post) => (
            <li key={post.title} className="flex" style={{ gap: "0.65em" }}>
              <Badge icon="doc" tint={`${c.thumb} text-brand`} />
              <span className="flex min-w-0 flex-col" style={{ gap: "0.3em" }}>
                <span className={`${s.sm} leading-snug font-semibold`}>{post.title}</span>
                <Chip icon={post.published ? "check" : "clock"} tint={`self-start ${post.published ? "bg-accent-soft text-accent" : "bg-brand-soft text-brand"}`} style={{ fontSize: "0.7em" }}>
                  {post.status}
                </Chip>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </VisualFrame>
  );
}
