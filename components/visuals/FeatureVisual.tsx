import { Icon, type GlyphName } from "@/components/services/Icon";
import type { ServiceId } from "@/content/prices";
import { visualsCopy } from "@/content/visuals";
import { BrandHead, CardHead, Chip } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import f from "./features.module.css";
import s from "./visuals.module.css";

const done = { icon: "check", tint: "bg-accent-soft text-accent", style: { fontSize: "0.7em" } } as const;

/** Questions that came in at night and at the weekend, each already answered. */
function OpenAllHours({ lang }: VisualProps) {
  const t = visualsCopy[lang].features.chatAssistant;
  return (
    <div className={`${s.card} ${f.panel}`}>
      <CardHead icon="moon" tint="bg-brand-dark text-white" title={t.title} />
      <ul className={s.body} style={{ gap: "0.75em" }}>
        {t.questions.map((q, i) => (
          <li key={q.time} className={`${s.row} ${i === 2 ? s.wideOnly : ""}`}>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className={`${s.xs} font-semibold text-muted`}>{q.time}</span>
              <span className={`${s.sm} leading-snug`}>{q.text}</span>
            </span>
            <Chip {...done}>
              <span className={s.wideOnly}>{t.answered}</span>
            </Chip>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The written summary that follows a call. */
function CallSummary({ lang }: VisualProps) {
  const t = visualsCopy[lang].features.phoneReceptionist;
  return (
    <div className={`${s.card} ${f.panel} flex flex-col`}>
      <CardHead icon="phone" tint="bg-accent-soft text-accent" title={t.title}>
        <span className={`${s.xs} ${s.wideOnly} text-muted`}>{t.time}</span>
      </CardHead>
      <dl className={`${s.body} ${f.grid2} flex-1`}>
        {t.rows.map((row, i) => (
          // On a phone what the call was about and what was booked.
          <div key={row.term} className={i === 0 || i === 3 ? s.wideOnly : ""}>
            <dt className={`${s.xs} text-muted`}>{row.term}</dt>
            <dd className={`${s.sm} font-semibold leading-snug`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <span className={`${s.xs} ${s.row} bg-mist font-semibold text-brand`} style={{ padding: "0.7em 1em", gap: "0.4em" }}>
        <Icon name="mail" className={s.icon} />
        {t.sent}
      </span>
    </div>
  );
}

/** A blog post written with its search engine checks done, ready to go out. */
function BlogDraft({ lang }: VisualProps) {
  const t = visualsCopy[lang].features.aiSeo;
  return (
    <div className={`${s.card} ${f.panel} ${s.body}`} style={{ gap: "0.6em" }}>
      <Chip icon="sparkle" tint={`${s.wideOnly} self-start bg-brand-soft text-brand`}>{t.draft}</Chip>
      <span className="leading-snug font-semibold">{t.title}</span>
      <span className={`flex flex-col ${s.wideOnly}`} style={{ gap: "0.4em" }}>
        {["100%", "70%"].map((w) => <span key={w} className={s.line} style={{ width: w, height: "0.45em" }} />)}
      </span>
      <span className="flex flex-wrap" style={{ gap: "0.35em", marginTop: "0.2em" }}>
        {t.checks.map((check) => <Chip key={check} {...done}>{check}</Chip>)}
      </span>
      <span className={`${s.chip} mt-auto self-end bg-brand text-white`}>
        {t.status}
        <Icon name="send" className={s.icon} />
      </span>
    </div>
  );
}

const channelIcons: GlyphName[] = ["doc", "chat", "mail", "target"];

/** Leads from every channel flowing into one list. */
function OneFlow({ lang }: VisualProps) {
  const t = visualsCopy[lang].features.leadQualifier;
  return (
    <>
      <ul className={`${f.channels} ${s.wideOnly}`}>
        {t.channels.map((channel, i) => (
          <li key={channel} className={`${s.cardFlat} ${s.row}`} style={{ padding: "0.45em 0.6em", gap: "0.45em" }}>
            <Icon name={channelIcons[i] ?? "doc"} className={`${s.icon} text-brand`} />
            <span className={`${s.sm} truncate font-semibold`}>{channel}</span>
          </li>
        ))}
      </ul>
      <svg className={`${f.merge} ${s.wideOnly}`} viewBox="0 0 26 180" preserveAspectRatio="none" fill="none">
        <path d="M0 26 C14 26 12 90 26 90 M0 70 C12 70 14 90 26 90 M0 110 C12 110 14 90 26 90 M0 154 C14 154 12 90 26 90" stroke="var(--color-brand)" strokeOpacity="0.4" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className={`${s.card} ${f.list} ${s.drift}`} style={at(0.9)}>
        <BrandHead icon="layers" title={t.list} />
        <ul className={s.body} style={{ padding: "0.7em", gap: "0.5em" }}>
          {t.times.map((time, i) => (
            <li key={time} className={s.row} style={{ gap: "0.5em" }}>
              <span className={`${s.dot} bg-accent`} />
              <span className={`${s.sm} flex-1`}>{t.channels[i]}</span>
              <span className={`${s.xs} text-muted`}>{time}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const pictures: Record<ServiceId, (props: VisualProps) => React.ReactNode> = {
  chatAssistant: OpenAllHours,
  phoneReceptionist: CallSummary,
  aiSeo: BlogDraft,
  leadQualifier: OneFlow,
};

/** The small picture beside a service's lead feature: decoration, the feature's text says it. */
export function FeatureVisual({ service, lang, className }: VisualProps & { service: ServiceId }) {
  const Picture = pictures[service];
  return (
    <VisualFrame ratio="5 / 4" small className={className}><Picture lang={lang} /></VisualFrame>
  );
}
