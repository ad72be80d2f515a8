import { Icon } from "@/components/services/Icon";
import { visualsCopy } from "@/content/visuals";
import { Badge, CardHead, Chip } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import c from "./leads.module.css";
import s from "./visuals.module.css";

/** A lead's way from first contact through the qualification score to the booked meeting. */
export function LeadFlowVisual({ lang, className }: VisualProps) {
  const t = visualsCopy[lang].leadQualifier;
  return (
    <VisualFrame named={{ label: t.label, lang }} ratio="6 / 5" narrowRatio="20 / 29" className={className}>
      {/* Dashed curves that lead the eye from card to card (stage coordinates x10). */}
      <svg className={`${c.flow} ${c.wide}`} viewBox="0 0 360 300" preserveAspectRatio="none" fill="none">
        <path d="M100 128 C100 150 130 160 182 160 M260 232 C260 252 230 250 186 250" stroke="var(--color-brand)" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="5 6" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className={`${s.card} ${c.contact} ${s.drift}`} style={at(0.1)}>
        <CardHead icon="inbox" title={t.contactTitle}>
          <span className={`${s.xs} text-muted`}>{t.time}</span>
        </CardHead>
        <div className={s.body} style={{ gap: "0.6em" }}>
          <Chip icon="doc" tint={`self-start bg-mist text-muted ${s.wideOnly}`}>{t.channel}</Chip>
          <p className={`${s.sm} rounded-lg bg-mist`} style={{ padding: "0.6em 0.8em" }}>{t.message}</p>
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
              <Badge icon="check" round tint="bg-accent-soft text-accent" style={{ width: "1.35em", height: "1.35em" }} />
              {check}
            </span>
          ))}
          <div className={`${s.row} border-t border-line`} style={{ paddingTop: "0.7em", marginTop: "0.3em" }}>
            <span className="flex flex-1 flex-col" style={{ gap: "0.4em" }}>
              <span className={`${s.xs} text-muted`}>{t.score}</span>
              <span className={c.meter}><span /></span>
            </span>
            <Chip icon="sparkle" tint="bg-brand text-white">{t.verdict}</Chip>
          </div>
        </div>
      </div>
      <div className={`${s.card} ${c.meeting} ${s.row}`} style={{ padding: "1em", alignItems: "flex-start" }}>
        <Badge icon="calendar" tint="bg-accent text-white" />
        <span className="flex min-w-0 flex-col" style={{ gap: "0.15em" }}>
          <span className="font-semibold">{t.meetingTitle}</span>
          <span className={s.sm}>{t.meetingWhen}</span>
          <span className={`${s.sm} ${s.wideOnly} text-muted`}>{t.meetingWhat}</span>
          <Chip icon="check" tint="self-start bg-accent-soft text-accent" style={{ marginTop: "0.4em" }}>{t.crm}</Chip>
        </span>
      </div>
    </VisualFrame>
  );
}
