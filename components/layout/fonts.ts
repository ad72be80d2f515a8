import localFont from "next/font/local";

// Self-hosted Inter (latin subset covers ä, ö, å and €); no font-provider requests (D4).
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // "optional": no late swap that repaints (and re-times) the largest text; the font is preloaded.
  display: "optional",
});
