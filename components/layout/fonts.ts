import localFont from "next/font/local";

// Self-hosted Inter from the npm package, cut to the glyphs and weights the site uses
// (scripts/fonts/subset-inter.sh); no font-provider requests (docs/decisions/022-self-hosted-inter-subset.md).
export const inter = localFont({
  src: "../../assets/fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  // Preloaded and "optional": Chromium holds the first paint for a preloaded optional font (for a
  // short while), so a first visit is drawn in Inter, and a font that is later still never swaps
  // in and moves nothing (docs/decisions/048-inter-on-the-first-page.md).
  display: "optional",
  preload: true,
  // The metric-matched stand-ins are our own, one per common system sans (app/font-fallbacks.css).
  adjustFontFallback: false,
});
