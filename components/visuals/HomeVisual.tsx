import type { GlyphName } from "@/components/services/Icon";
import { visualsCopy, type FeedItem } from "@/content/visuals";
import { Badge, BrandHead, CardHead, Wave } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import c from "./home.module.css";
import s from "./visuals.module.css";

const productIcon: Record<FeedItem["product"], GlyphName> = { chat: "chat", phone: "phone", seo: "search", leads: "target" };
const brand = "bg-brand-soft text-brand";
const accent = "bg-accent-soft text-accent";
const productTint: Record<FeedItem["product"], string> = { chat: brand, phone: accent, seo: brand, leads: accent };
const bars = [0.6, 1.2, 1.8, 1, 1.6, 0.8, 1.4, 2, 1.1, 0.7];

/** The four products at work on one day: an activity feed, a chat, a call and the search traffic. */
export function HomeVisual({ lang, className }: VisualProps) {
  const v = visualsCopy[lang];
  const t = v.home;
  return (
    <VisualFrame named={{ label: t.label, lang }} ratio="6 / 5" narrowRatio="5 / 6" tone="dark" className={className}>
      <div className={`${s.card} ${c.feed} ${s.drift}`} style={at(0.1)}>
        <CardHead title={t.feedTitle}><span className={`${s.dot} ${s.pulse} bg-accent`} /></CardHead>
        <ul className={s.body} style={{ gap: "0.85em" }}>
          {t.feed.map((item) => (
            <li key={item.text} className={s.row} style={{ alignItems: "flex-start" }}>
              <Badge icon={productIcon[item.product]} tint={productTint[item.product]} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`${s.xs} font-semibold text-muted`}>{item.tag}</span>
                <span className={`${s.sm} leading-snug`}>{item.text}</span>
              </span>
              <span className={`${s.xs} text-muted`}>{item.time}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={`${s.card} ${c.chat} ${s.drift} ${s.wideOnly}`} style={at(0.9)}>
        <BrandHead icon="sparkle" title={t.chatName} />
        <div className={s.body} style={{ padding: "0.7em", gap: "0.45em" }}>
          <p className={`${s.bubble} ${s.fromVisitor} bg-brand-soft`} style={{ fontSize: "0.8em" }}>{t.chatQuestion}</p>
          <p className={`${s.bubble} ${s.fromBot} bg-mist`} style={{ fontSize: "0.8em" }}>{t.chatAnswer}</p>
        </div>
      </div>
      <div className={`${s.card} ${c.traffic} ${s.drift} ${s.wideOnly}`} style={{ padding: "0.9em 1em", ...at(1.3) }}>
        <span className={`${s.xs} text-muted`}>{t.trafficTitle}</span>
        <span className={`${s.row} whitespace-nowrap`} style={{ gap: "0.4em" }}>
          <span className={`${s.lg} font-bold`}>{t.trafficGrowth}</span>
          <span className={`${s.xs} font-semibold text-accent`}>{t.trafficPeriod}</span>
        </span>
        <span className="relative block">
          <svg className={c.spark} viewBox="0 0 100 30" preserveAspectRatio="none" fill="none">
            <path d="M0 24 C20 23 30 21 45 18 S75 10 100 2 L100 30 L0 30Z" fill="var(--color-accent-soft)" />
            <path d="M0 24 C20 23 30 21 45 18 S75 10 100 2" stroke="var(--color-accent)" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          </svg>
        </span>
      </div>
      <div className={`${s.card} ${c.call} ${s.row} ${s.drift} ${s.wideOnly}`} style={{ padding: "0.7em 0.9em", ...at(1.9) }}>
        <Badge icon="phone" round tint="bg-accent text-white" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={`${s.sm} font-semibold`}>{v.phoneReceptionist.caller}</span>
          <span className={`${s.xs} text-white/75`}>{v.phoneReceptionist.answeredBy}</span>
        </span>
        <Wave heights={bars} style={{ height: "2em", gap: "0.2em" }} barWidth="0.22em" />
      </div>
    </VisualFrame>
  );
}
