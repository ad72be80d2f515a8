import { cloneElement, type ReactElement } from "react";
import { LogoMark } from "@/components/layout/Logo";
import type { Screen } from "@/lib/routes";
import { shareImageSize } from "@/site/seo/urls";
import { motifs } from "./motifs";
import { motifSize } from "./motifs/parts";
import { colour as c } from "./theme";

const { width: shareWidth, height: shareHeight } = shareImageSize;
const padding = 64;
const textWidth = shareWidth - padding * 2 - motifSize + 24;

/**
 * Hyphens inside words become non-breaking ones (U+2011, which the share fonts draw as the hyphen),
 * so that "30-day" or "AI-chat" never split across lines.
 */
function keepHyphenatedWords(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, "\u2011");
}

/**
 * Title size: larger for short titles, and small enough that the longest word fits on a line
 * (Inter ExtraBold averages about 0.6 em a letter).
 */
function titleSize(title: string): number {
  const byLength = title.length <= 16 ? 80 : title.length <= 30 ? 66 : 56;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  return Math.min(byLength, Math.floor(textWidth / (longestWord * 0.62)));
}

function Background() {
  return (
    <svg width={shareWidth} height={shareHeight} viewBox={`0 0 ${shareWidth} ${shareHeight}`} style={{ position: "absolute", top: 0, left: 0 }}>
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c["brand-dark"]} />
          <stop offset="0.55" stopColor={c.brand} />
          <stop offset="1" stopColor={c.accent} />
        </linearGradient>
        <radialGradient id="glow" cx="0.78" cy="0.35" r="0.5">
          <stop offset="0" stopColor={c.accentBright} stopOpacity="0.32" />
          <stop offset="1" stopColor={c.accentBright} stopOpacity="0" />
        </radialGradient>
        <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke={c.white} strokeOpacity="0.06" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={shareWidth} height={shareHeight} fill="url(#bg)" />
      <rect width={shareWidth} height={shareHeight} fill="url(#grid)" />
      <rect width={shareWidth} height={shareHeight} fill="url(#glow)" />
      <path d="M-20 560C160 490 260 640 420 570S700 450 860 530S1140 600 1220 500" fill="none" stroke={c.accentBright} strokeOpacity="0.4" strokeWidth="5" strokeLinecap="round" />
      <path d="M-20 600C180 540 280 680 440 610S720 500 880 570S1160 640 1220 560" fill="none" stroke={c.brandTint} strokeOpacity="0.25" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The share image of one page: the company, the page's title and description, and its motif. */
export function ShareImage(props: { screen: Screen; title: string; description: string; company: string; address: string }) {
  const Motif = motifs[props.screen];
  const mark = cloneElement(LogoMark({}) as ReactElement<Record<string, unknown>>, { width: 56, height: 56 });
  return (
    <div style={{ position: "relative", display: "flex", width: "100%", height: "100%", fontFamily: "Inter", color: c.white }}>
      <Background />
      {/* Positioned, so that it paints above the absolute background in CSS's paint order. */}
      <div style={{ position: "relative", display: "flex", flexDirection: "column", justifyContent: "space-between", width: textWidth, margin: padding, marginRight: 0 }}>
        <div style={{ display: "flex", alignItems: "center", gap: 18, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>
          <div style={{ display: "flex", borderRadius: 16, boxShadow: "0 0 0 3px rgba(255,255,255,0.35)" }}>{mark}</div>
          {props.company}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
          <div style={{ fontSize: titleSize(props.title), fontWeight: 800, lineHeight: 1.08, letterSpacing: "-0.025em" }}>
            {keepHyphenatedWords(props.title)}
          </div>
          <div style={{ fontSize: props.description.length <= 130 ? 25 : 22, lineHeight: 1.4, color: c.brandMist, display: "block", lineClamp: 4 }}>
            {keepHyphenatedWords(props.description)}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 12, fontSize: 22, fontWeight: 600, color: c.accentBright }}>
          <div style={{ width: 28, height: 4, borderRadius: 2, background: c.accentBright }} />
          {props.address}
        </div>
      </div>
      <div style={{ position: "absolute", right: padding - 24, top: (shareHeight - motifSize) / 2, display: "flex" }}>
        <Motif />
      </div>
    </div>
  );
}
