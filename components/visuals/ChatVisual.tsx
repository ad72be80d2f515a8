import { visualsCopy } from "@/content/visuals";
import { Badge, Booked } from "./Parts";
import { VisualFrame, at, type VisualProps } from "./VisualFrame";
import c from "./chat.module.css";
import s from "./visuals.module.css";

/** A website with the chat assistant open: a visitor's question, the answer, time slots and the booking. */
export function ChatVisual({ lang, className }: VisualProps) {
  const t = visualsCopy[lang].chatAssistant;
  return (
    <VisualFrame named={{ label: t.label, lang }} ratio="6 / 5" narrowRatio="5 / 7" className={className}>
      <SiteBehind />
      <div className={`${s.card} ${c.window} ${s.drift} flex flex-col`} style={at(0.1)}>
        <div className={`${s.head} bg-brand text-white`}>
          <Badge icon="sparkle" round tint="bg-white/15" />
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold">{t.name}</span>
            <span className={`${s.xs} ${s.row} text-white/80`} style={{ gap: "0.4em" }}>
              <span className={`${s.dot} ${s.pulse} bg-accent-soft`} />
              {t.status}
            </span>
          </span>
        </div>
        <div className={`${s.body} flex-1`}>
          <p className={`${s.bubble} ${s.fromVisitor} bg-brand-soft text-ink`}>{t.question}</p>
          <p className={`${s.bubble} ${s.fromBot} bg-mist text-ink`}>{t.answer}</p>
          <div className={s.row} style={{ gap: "0.4em" }}>
            {t.slots.map((slot, i) => (
              <span key={slot} className={`${s.chip} ${i === 1 ? "bg-brand text-white" : "bg-white text-brand ring-1 ring-brand/30"} ${i === 2 ? s.wideOnly : ""}`}>
                {slot}
              </span>
            ))}
          </div>
          <Booked title={t.booked} when={t.bookedWhen} note={t.bookedNote} />
        </div>
        <div className={`${s.row} ${s.wideOnly} border-t border-line`} style={{ padding: "0.7em 0.8em 0.7em 1em" }}>
          <span className={`${s.sm} flex-1 text-muted`}>{t.input}</span>
          <Badge icon="send" round tint="bg-brand text-white" style={{ width: "1.9em", height: "1.9em" }} />
        </div>
      </div>
    </VisualFrame>
  );
}

/** The company's website behind the chat, as a wireframe. */
function SiteBehind() {
  return (
    <div className={`${s.card} ${c.site} ${s.wideOnly}`}>
      <div className={`${s.row} border-b border-line bg-mist`} style={{ padding: "0.6em 0.8em", gap: "0.35em" }}>
        <span className={`${s.dot} bg-line`} />
        <span className={`${s.dot} bg-line`} />
        <span className={`${s.dot} bg-line`} />
        <span className={`${s.line} ml-2 bg-white`} style={{ width: "9em", height: "1.1em" }} />
      </div>
      <div className="flex flex-col" style={{ padding: "1.4em 1.2em", gap: "0.7em" }}>
        <span className={s.line} style={{ width: "6em", background: "var(--color-brand-soft)" }} />
        <span className={s.line} style={{ width: "7.5em", height: "1em", background: "#cbd5e1" }} />
        <span className={s.line} style={{ width: "6em", height: "1em", background: "#cbd5e1" }} />
        <span className={s.line} style={{ width: "8em" }} />
        <span className={s.line} style={{ width: "7em" }} />
        <span className={`${s.line} bg-brand`} style={{ width: "4.5em", height: "1.6em", marginTop: "0.4em", opacity: 0.85 }} />
        <span className="rounded-lg bg-gradient-to-br from-brand-soft to-accent-soft" style={{ height: "8em", width: "8.4em", marginTop: "0.6em" }} />
      </div>
    </div>
  );
}
