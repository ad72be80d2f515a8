import type { CSSProperties, ReactNode } from "react";
import { claimNotes } from "@/content/claims";
import type { Lang } from "@/lib/i18n";
import styles from "./visuals.module.css";

/** What a product visual is drawn from: the language of its texts, and its placement. */
export type VisualProps = { lang: Lang; className?: string };

/** Inline style that sets where in its slow drift a card starts, in seconds, so that the cards of a picture do not move in step. */
export function at(seconds: number): CSSProperties {
  return { "--d": `${seconds}s` } as CSSProperties;
}

type Props = {
  /**
   * The accessible name (what the picture shows) and the page's language: a named picture is
   * captioned, visibly, as an illustration. Without them the picture is decoration.
   */
  named?: { label: string; lang: Lang };
  /** Width / height of the picture, and in a narrow frame (a phone) if it differs. */
  ratio: string;
  narrowRatio?: string;
  tone?: "light" | "dark";
  small?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * One product visual: a single image to assistive technology (role="img" and its name), whose
 * drawn texts are hidden from it. The stage keeps its aspect ratio at every width.
 */
export function VisualFrame({ named, ratio, narrowRatio = ratio, tone = "light", small = false, className = "", children }: Props) {
  const stage = [styles.stage, small ? styles.small : "", styles[tone], styles.grid].join(" ");
  const ratios = { "--ratio": ratio, "--ratio-narrow": narrowRatio } as CSSProperties;
  const role = named ? { role: "img", "aria-label": named.label, "data-visual": "" } : { "aria-hidden": true };
  const frame = (
    <div {...role} data-mockup="" className={`${styles.frame} ${named ? "" : className}`}>
      <div aria-hidden="true" className={stage} style={ratios}>{children}</div>
    </div>
  );
  if (!named) return frame;
  // Figures in a picture could pass for a customer's (docs/decisions/066-figures-phones-and-details.md).
  return (
    <figure className={`w-full ${className}`}>
      {frame}
      <figcaption data-illustration-note="" className="mt-1 text-center text-xs text-muted sm:mt-2">{claimNotes[named.lang].illustration}</figcaption>
    </figure>
  );
}
