import { Icon } from "@/components/services/Icon";
import { visualsCopy } from "@/content/visuals";
import { Badge, Booked, CardHead, Chip, Wave } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import c from "./call.module.css";
import s from "./visuals.module.css";

/** Heights of the waveform's bars (em). */
const bars = [0.8, 1.6, 2.4, 1.4, 2.2, 1, 1.8, 2.6, 1.2, 2, 0.9, 1.5, 0.7];

/** An incoming call on a phone beside its live transcript, ending in a booked appointment. */
export function CallVisual({ lang, className }: VisualProps) {
  const t = visualsCopy[lang].phoneReceptionist;
  return (
    <VisualFrame named={{ label: t.label, lang }} ratio="6 / 5" narrowRatio="2 / 3" className={className}>
      <div className={`${s.card} ${c.phone}`}>
        <Chip icon="sparkle" tint={`${c.answered} bg-white/10 text-accent-soft`}>{t.answeredBy}</Chip>
        <span className={`${s.badge} ${s.round} ${c.avatar}`}><Icon name="user" /></span>
        <span className={c.who}>
          <span className={`${s.lg} font-semibold`}>{t.caller}</span>
          <span className={`${s.xs} text-white/70`}>{t.number} · {t.duration}</span>
        </span>
        <Wave heights={bars} className={`${c.wave} ${s.wideOnly}`} />
        <span className={c.buttons}>
          <Badge icon="mic" round tint={`${c.button} ${c.mic} bg-white/10`} />
          <span className={`${s.badge} ${s.round} ${c.button} bg-danger`}><Icon name="phone" className={`${s.icon} rotate-[135deg]`} /></span>
        </span>
      </div>
      <div className={`${s.card} ${c.transcript} ${s.drift} flex flex-col`} style={at(0.1)}>
        <CardHead icon="doc" title={t.transcriptTitle}>
          <Chip tint="bg-accent-soft text-accent">
            <span className={`${s.dot} ${s.pulse} bg-accent`} />
            {t.live}
          </Chip>
        </CardHead>
        <div className={`${s.body} flex-1`} style={{ gap: "0.55em" }}>
          {t.lines.map((line, i) => (
            // On a phone the end of the call: the last two lines.
            <p key={line.text} className={`flex flex-col ${i < t.lines.length - 2 ? s.wideOnly : ""}`}>
              <span className={`${s.xs} font-semibold ${line.speaker === "ai" ? "text-brand" : "text-muted"}`}>{t.speakers[line.speaker]}</span>
              <span className={s.sm}>{line.text}</span>
            </p>
          ))}
          <Booked title={t.booked} when={t.bookedWhen} note={t.bookedNote} className="mt-auto" />
        </div>
      </div>
    </VisualFrame>
  );
}
