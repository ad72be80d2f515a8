import type { CSSProperties, ReactNode } from "react";
import type { Lang } from "@/lib/i18n";
import styles from "./visuals.module.css";

/** What a product visual is drawn from: the language of its texts, and its placement. */
export type VisualProps = { lang: Lang; className?: string };

/** Inline style that sets where in its slow drift a card starts, in seconds, so that the cards of a picture do not move in step. */
export function at(seconds: number): CSSProperties {
  return { "--d": `${seconds}s` } as CSSProperties;
}

type Props = {
  /** The accessible name: what the picture shows. Without one the picture is decoration. */
  label?: string;
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
export function VisualFrame({ label, ratio, narrowRatio = ratio, tone = "light", small = false, className = "", children }: Props) {
  const stage = [styles.stage, small ? styles.small : "", styles[tone], styles.grid].join(" ");
  const ratios = { "--ratio": ratio, "--ratio-narrow": narrowRatio } as CSSProperties;
  const named = label ? { role: "img", "aria-label": label, "data-visual": "" } : { "aria-hidden": true };
  return (
    <div {...named} data-mockup="" className={`${styles.frame} ${className}`}>
      <div aria-hidden="true" className={stage} style={ratios}>{children}</div>
    </div>
  );
}
