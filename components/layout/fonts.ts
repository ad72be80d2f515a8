import localFont from "next/font/local";

// Self-hosted Inter from the npm package, cut to the glyphs and weights the site uses
// (scripts/fonts/subset-inter.sh); no font-provider requests (docs/decisions/022-self-hosted-inter-subset.md).
export const inter = localFont({
  src: "../../assets/fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  // "optional": no late swap that repaints (and re-times) the largest text; the text waits for the
  // font at most about 100 ms, then a first page stays in the fallback. Not preloaded: the font
  // follows the stylesheet instead of competing with it (docs/decisions/037-font-not-preloaded.md).
  display: "optional",
  preload: false,
});
