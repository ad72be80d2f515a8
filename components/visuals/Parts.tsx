import type { ReactNode } from "react";
import { Icon, type GlyphName } from "@/components/services/Icon";
import s from "./visuals.module.css";

/** The title bar of a card in a visual: an icon badge, the title, and anything at its end. */
export function CardHead({ icon, tint = "bg-brand-soft text-brand", title, children }: { icon?: GlyphName; tint?: string; title: string; children?: ReactNode }) {
  return (
    <div className={`${s.head} border-b border-line`}>
      {icon ? (
        <span className={`${s.badge} ${tint}`}>
          <Icon name={icon} className={s.icon} />
        </span>
      ) : null}
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
      <span className={`${s.badge} bg-accent text-white`}>
        <Icon name="calendar" className={s.icon} />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{title}</span>
        <span className={s.sm}>{when}</span>
        <span className={`${s.xs} text-accent`}>{note}</span>
      </span>
    </div>
  );
}
