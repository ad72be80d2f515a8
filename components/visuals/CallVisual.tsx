import { Icon } from "@/components/services/Icon";
import { visualsCopy } from "@/content/visuals";
import type { Lang } from "@/lib/i18n";
import { Booked, CardHead } from "./Parts";
import { VisualFrame, at } from "./VisualFrame";
import c from "./call.module.css";
import s from "./visuals.module.css";

/** Heights of the waveform's bars (em). */
const bars = [0.8, 1.6, 2.4, 1.4, 2.2, 1, 1.8, 2.6, 1.2, 2, 0.9, 1.5, 0.7];

/** An incoming call on a phone beside its live transcript, ending in a booked appointment. */
export function CallVisual({ lang, className }: { lang: Lang; className?: string }) {
  const t = visualsCopy[lang].phoneReceptionist;
  return (
    <VisualFrame label={t.label} ratio="6 / 5" narrowRatio="2 / 3" className={className}>
      <div className={`${s.card} ${c.phone}`}>
        <span className={`${s.chip} ${c.answered} bg-white/10 text-accent-soft`}>
          <Icon name="sparkle" className={s.icon} />
          {t.answeredBy}
        </span>
        <span className={`${s.badge} ${s.round} ${c.avatar}`}>
          <Icon name="user" />
        </span>
        <span className={c.who}>
          <span className={`${s.lg} font-semibold`}>{t.caller}</span>
          <span className={`${s.xs} text-white/70`}>
            {t.number} · {t.duration}
          </span>
        </span>
        <span className={`${s.wave} ${c.wave} ${s.wideOnly}`}>
          {bars.map((h, i) => (
            <span key={i} className="bg-accent-soft" style={{ height: `${h}em` }} />
          ))}
        </span>
        <span className={c.buttons}>
          <span className={`${s.badge} ${s.round} ${c.button} ${c.mic} bg-white/10`}>
            <Icon name="mic" className={s.icon} />
          </span>
          <span className={`${s.badge} ${s.round} ${c.button} bg-danger`}>
            <Icon name="phone" className={`${s.icon} rotate-[135deg]`} />
          </span>
        </span>
      </div>
      <div className={`${s.card} ${c.transcript} ${s.drift} flex flex-col`} style={at(0.1)}>
        <CardHead icon="doc" title={t.transcriptTitle}>
          <span className={`${s.chip} bg-accent-soft text-accent`}>
            <span className={`${s.dot} ${s.pulse} bg-accent`} />
            {t.live}
          </span>
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
