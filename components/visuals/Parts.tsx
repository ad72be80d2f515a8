import type { CSSProperties, ReactNode } from "react";
import { Icon, type GlyphName } from "@/components/services/Icon";
import s from "./visuals.module.css";

/** An icon on a tinted square (`round`: a circle). */
export function Badge({ icon, tint = "", round = false, style }: { icon: GlyphName; tint?: string; round?: boolean; style?: CSSProperties }) {
  return (
    <span className={`${s.badge} ${round ? s.round : ""} ${tint}`} style={style}><Icon name={icon} className={s.icon} /></span>
  );
}

/** A pill of a few words, after an icon when it has one. */
export function Chip({ icon, tint, style, children }: { icon?: GlyphName; tint: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <span className={`${s.chip} ${tint}`} style={style}>
      {icon ? <Icon name={icon} className={s.icon} /> : null}
      {children}
    </span>
  );
}

/** The bars of a voice's waveform, `heights` in em. */
export function Wave({ heights, className = "", style, barWidth }: { heights: number[]; className?: string; style?: CSSProperties; barWidth?: string }) {
  return (
    <span className={`${s.wave} ${className}`} style={style}>
      {heights.map((h, i) => <span key={i} className="bg-accent-soft" style={{ height: `${h}em`, width: barWidth }} />)}
    </span>
  );
}

/** The title bar of a card in a visual: an icon badge, the title, and anything at its end. */
export function CardHead({ icon, tint = "bg-brand-soft text-brand", title, children }: { icon?: GlyphName; tint?: string; title: string; children?: ReactNode }) {
  return (
    <div className={`${s.head} border-b border-line`}>
      {icon ? <Badge icon={icon} tint={tint} /> : null}
      <span className="flex-1 font-semibold">{title}</span>
      {children}
    </div>
  );
}

/** The coloured title bar of a small card (a chat bubble's window, a list). */
export function BrandHead({ icon, title }: { icon: GlyphName; title: string }) {
  return (
    <div className={`${s.head} bg-brand text-white`} style={{ padding: "0.6em 0.8em" }}>
      <Icon name={icon} className={s.icon} />
      <span className={`${s.sm} font-semibold`}>{title}</span>
    </div>
  );
}

/** The confirmation a conversation ends in: what was booked, when, and who was told. */
export function Booked({ title, when, note, className = "" }: { title: string; when: string; note: string; className?: string }) {
  return (
    <div className={`${s.cardFlat} ${s.row} bg-accent-soft ${className}`} style={{ padding: "0.7em 0.8em" }}>
      <Badge icon="calendar" tint="bg-accent text-white" />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{title}</span>
        <span className={s.sm}>{when}</span>
        <span className={`${s.xs} text-accent`}>{note}</span>
      </span>
    </div>
  );
}
