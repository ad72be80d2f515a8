/**
 * The first paint waits for the whole document: a render-blocking `expect` link in <head> names a
 * marker at the end of <body>. The page arrives in one piece, yet the parser yields in slices and
 * the browser painted the first slice, then laid the whole page out again once the rest arrived: on
 * a slow phone that second layout was a long task after the first paint. The link is a hint, so a
 * browser without it paints as before, and a missing marker unblocks at the end of parsing
 * (docs/decisions/040-first-paint-after-the-whole-document.md).
 */
const PAGE_END_ID = "page-end";

export function FirstPaintWhole() {
  return <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />;
}

export function PageEnd() {
  return <div id={PAGE_END_ID} hidden />;
}
