import { Icon } from "@/components/services/Icon";
import { visualsCopy } from "@/content/visuals";
import type { Lang } from "@/lib/i18n";
import { CardHead } from "./Parts";
import { VisualFrame, at } from "./VisualFrame";
import c from "./leads.module.css";
import s from "./visuals.module.css";

/** Dashed curves that lead the eye from card to card (stage coordinates x10, wide and narrow). */
function Flow({ className, viewBox, d }: { className?: string; viewBox: string; d: string }) {
  return (
    <svg className={`${c.flow} ${className}`} viewBox={viewBox} preserveAspectRatio="none" fill="none">
      <path d={d} stroke="var(--color-brand)" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="5 6" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** A lead's way from first contact through the qualification score to the booked meeting. */
export function LeadFlowVisual({ lang, className }: { lang: Lang; className?: string }) {
  const t = visualsCopy[lang].leadQualifier;
  return (
    <VisualFrame label={t.label} ratio="6 / 5" narrowRatio="20 / 29" className={className}>
      <Flow className={c.wide} viewBox="0 0 360 300" d="M100 128 C100 150 130 160 182 160 M260 232 C260 252 230 250 186 250" />
      <div className={`${s.card} ${c.contact} ${s.drift}`} style={at(0.1)}>
        <CardHead icon="inbox" title={t.contactTitle}>
          <span className={`${s.xs} text-muted`}>{t.time}</span>
        </CardHead>
        <div className={s.body} style={{ gap: "0.6em" }}>
          <span className={`${s.chip} self-start bg-mist text-muted ${s.wideOnly}`}>
            <Icon name="doc" className={s.icon} />
            {t.channel}
          </span>
          <p className={`${s.sm} rounded-lg bg-mist`} style={{ padding: "0.6em 0.8em" }}>
            {t.message}
          </p>
          <span className={`${s.xs} ${s.row} font-semibold text-accent`} style={{ gap: "0.35em" }}>
            <Icon name="zap" className={s.icon} />
            {t.replied}
          </span>
        </div>
      </div>
      <div className={`${s.card} ${c.score} ${s.drift}`} style={at(0.8)}>
        <CardHead icon="target" title={t.scoreTitle} />
        <div className={s.body} style={{ gap: "0.45em" }}>
          {t.checks.map((check) => (
            <span key={check} className={`${s.sm} ${s.row} ${s.wideOnly}`} style={{ gap: "0.5em" }}>
              <span className={`${s.badge} ${s.round} bg-accent-soft text-accent`} style={{ width: "1.35em", height: "1.35em" }}>
                <Icon name="check" className={s.icon} />
              </span>
              {check}
            </span>
          ))}
          <div className={`${s.row} border-t border-line`} style={{ paddingTop: "0.7em", marginTop: "0.3em" }}>
            <span className="flex flex-1 flex-col" style={{ gap: "0.4em" }}>
              <span className={`${s.xs} text-muted`}>{t.score}</span>
              <span className={c.meter}>
                <span />
              </span>
            </span>
            <span className={`${s.chip} bg-brand text-white`}>
              <Icon name="sparkle" className={s.icon} />
              {t.verdict}
            </span>
          </div>
        </div>
      </div>
      <div className={`${s.card} ${c.meeting} ${s.row}`} style={{ padding: "1em", alignItems: "flex-start" }}>
        <span className={`${s.badge} bg-accent text-white`}>
          <Icon name="calendar" className={s.icon} />
        </span>
        <span className="flex min-w-0 flex-col" style={{ gap: "0.15em" }}>
          <span className="font-semibold">{t.meetingTitle}</span>
          <span className={s.sm}>{t.meetingWhen}</span>
          <span className={`${s.sm} ${s.wideOnly} text-muted`}>{t.meetingWhat}</span>
          <span className={`${s.chip} self-start bg-accent-soft text-accent`} style={{ marginTop: "0.4em" }}>
            <Icon name="check" className={s.icon} />
            {t.crm}
          </span>
        </span>
      </div>
    </VisualFrame>
  );
}
