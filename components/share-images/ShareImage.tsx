import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cloneElement, type ReactElement } from "react";
import { LogoMark } from "@/components/layout/Logo";
import type { Screen } from "@/lib/routes";
import { shareImageSize } from "@/site/seo/urls";

/** What one share image shows. */
export type ShareCard = { screen: Screen; title: string; description: string; company: string; address: string };

/** Each screen's symbol, a 24-unit line drawing; a screen added to the route table without one fails the type check. */
const symbols: Record<Screen, string> = {
  home: "M3 15c3-8 6-8 9 0s6 8 9 0",
  about: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  jobs: "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18",
  apply: "M22 2L11 13M22 2l-7 20-4-9-9-4z",
  bookCall: "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18M9 16l2 2 4-4",
  privacy: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4",
  trust: "M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4",
  chatAssistant: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z",
  phoneReceptionist: "M5 3.5h3.2l1.8 4.8-2.3 1.4a11.5 11.5 0 0 0 6.6 6.6l1.4-2.3 4.8 1.8V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z",
  aiSeo: "M22 7l-8.5 8.5-5-5L2 17M16 7h6v6",
  leadQualifier: "M3 4h18l-7 8.5V19l-4 2v-8.5z",
  blog: "M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5",
};

const css = readFileSync(join(process.cwd(), "src", "styles", "globals.css"), "utf8");

/** A colour of the site's @theme block (src/styles/globals.css), so that the images follow the site. */
function themeColour(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})`, "i").exec(css)?.[1];
  if (!value) throw new Error(`src/styles/globals.css has no --color-${name}`);
  return value;
}

// The logo's own light tints (components/layout/Logo.tsx).
const mist = "#e0e7ff";
const glow = "#5eead4";
// The site's diagonal from brand to accent, lit from the top right corner by the glow.
const background = `radial-gradient(circle at 88% 12%, ${glow}48, transparent 42%), linear-gradient(135deg, ${themeColour("brand-dark")}, ${themeColour("brand")} 55%, ${themeColour("accent")})`;
const padding = 72;
const textWidth = shareImageSize.width - padding * 2;

/**
 * Title size: larger for shorter titles, and small enough that the longest word fits on a line
 * (Inter ExtraBold averages about 0.6 em a letter). The longest titles (100 letters) take four lines.
 */
export function titleSize(title: string): number {
  const byLength = title.length <= 24 ? 84 : title.length <= 48 ? 68 : title.length <= 72 ? 58 : 50;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  return Math.min(byLength, Math.floor(textWidth / (longestWord * 0.62)));
}

/** Hyphens inside words become non-breaking ones (U+2011, drawn as the hyphen), so that "30-day" never splits. */
function keepHyphenatedWords(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, "\u2011");
}

/** The share image of a page or an article: the company and the screen's symbol, the title and description, the address. */
export function ShareImage({ screen, title, description, company, address }: ShareCard) {
  const mark = cloneElement(LogoMark({}) as ReactElement<Record<string, unknown>>, { width: 56, height: 56 });
  return (
    <div style={{ display: "flex", width: "100%", height: "100%", backgroundImage: background, color: "white", fontFamily: "Inter" }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, margin: `56px ${padding}px` }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 18, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>
            {mark}
            {company}
          </div>
          <div style={{ display: "flex", padding: 20, borderRadius: 28, background: "rgba(255,255,255,0.12)", border: "2px solid rgba(255,255,255,0.22)" }}>
            <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke={glow} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={symbols[screen]} />
            </svg>
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
          <div style={{ display: "block", lineClamp: 4, fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.08, letterSpacing: "-0.025em" }}>
            {keepHyphenatedWords(title)}
          </div>
          <div style={{ display: "block", lineClamp: 3, maxWidth: 980, fontSize: 26, lineHeight: 1.4, color: mist }}>{keepHyphenatedWords(description)}</div>
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 14, fontSize: 24, fontWeight: 600, color: glow }}>
          <div style={{ width: 32, height: 4, borderRadius: 2, background: glow }} />
          {address}
        </div>
      </div>
    </div>
  );
}
