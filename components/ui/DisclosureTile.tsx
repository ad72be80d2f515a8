import type { ReactNode } from "react";
import { Chevron } from "./Chevron";

/** A tile of its own on white (a feature), or a row of a dark card split by rules (a benefit). */
const tones = {
  light: {
    tile: "h-full rounded-2xl border border-line bg-white shadow-sm open:border-indigo-200",
    summary: "items-start gap-2",
    title: "text-base text-ink",
    text: "text-muted",
    chevron: "text-brand",
  },
  dark: { tile: "", summary: "gap-0.5", title: "text-white", text: "text-slate-300", chevron: "text-indigo-200" },
};

type Props = {
  /** What stands before the chevron: an icon, a figure. */
  mark: ReactNode;
  title: ReactNode;
  text: string;
  tone: keyof typeof tones;
};

/**
 * A phone's compact tile: a native <details> whose mark and title show, and whose text opens on a
 * tap, with no script. Used where a section's cards would make the page too long on a phone.
 */
export function DisclosureTile({ mark, title, text, tone }: Props) {
  const t = tones[tone];
  return (
    <details className={`group ${t.tile}`}>
      <summary className={`flex list-none flex-col p-4 ${t.summary}`}>
        <span className="flex w-full items-center justify-between gap-4">
          {mark}
          <Chevron className={t.chevron} />
        </span>
        <h3 className={`leading-snug font-semibold ${t.title}`}>{title}</h3>
      </summary>
      <p className={`-mt-1 px-4 pb-4 text-sm leading-relaxed ${t.text}`}>{text}</p>
    </details>
  );
}
