// A page the speculation rules prerender (docs/decisions/057) loads hidden, where nothing is on a
// screen: content-visibility: auto (docs/decisions/041) would skip every part below the first
// section, and the first frame after the click would have to draw those in view. This inline
// script marks the root while the page is prerendered, and the stylesheet (src/styles/globals.css) then
// draws the whole page ahead of the click, in the prerender's own process
// (docs/decisions/058-prerendered-pages-drawn-whole.md). Plain ES5 in a string: the exact text
// is hashed for the Content-Security-Policy.

/** On <html> when the page was loaded by a prerender (it stays after the page is shown). */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

export const prerenderMarkScript = `document.prerendering&&document.documentElement.setAttribute("${PRERENDERED_ATTRIBUTE}","")`;
