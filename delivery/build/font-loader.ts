// The web font starts loading with the page, at the priority of the page's own stylesheet
// (docs/decisions/048-inter-on-the-first-page.md). next/font preloads it with
// <link rel="preload" as="font">, which Chromium fetches at high, not the highest, priority; this
// pass replaces that link in each prerendered page with a small inline script that loads the
// same file through the CSS Font Loading API (a font request at the highest priority) as the same
// face the stylesheet declares. A first visit on a typical connection is then drawn in Inter,
// and Lighthouse's simulation keeps counting the font among what the first paint waits for.
// Without JavaScript the stylesheet's own @font-face loads the font as before.

import { FONT_PRELOAD, fontFileReference } from "../markup";

type Face = { family: string; weight: string; display: string };

/**
 * The @font-face rule of `url` in the build's stylesheets: its family, weight range and display.
 * `css` is every stylesheet of the build, `url` the font's URL as the page preloads it.
 */
export function fontFaceOf(css: string, url: string): Face {
  const file = url.slice(url.lastIndexOf("/") + 1);
  for (const [rule] of css.matchAll(/@font-face\{[^}]*\}/g)) {
    if (!rule.includes(fontFileReference(file))) continue;
    const family = /font-family:([^;}]+)/.exec(rule)?.[1]?.trim().replace(/^["']|["']$/g, "");
    const weight = /font-weight:([^;}]+)/.exec(rule)?.[1]?.trim();
    const display = /font-display:([^;}]+)/.exec(rule)?.[1]?.trim();
    if (family && weight && display) return { family, weight, display };
  }
  throw new Error(`no @font-face with family, weight and display for ${url} in the build's stylesheets`);
}

/**
 * The inline script that loads the font as that face. A failed load is caught: the page keeps
 * its fallback, with no error in the console.
 */
export function fontLoaderScript(url: string, face: Face): string {
  const descriptors = JSON.stringify({ weight: face.weight, display: face.display });
  return `(function(){if(!window.FontFace)return;var f=new FontFace(${JSON.stringify(face.family)},${JSON.stringify(`url(${url}) format("woff2")`)},${descriptors});document.fonts.add(f);f.load().catch(function(){})})()`;
}

/**
 * The page with next/font's font preload replaced by the loader script. A page must preload
 * exactly one font (the build fails otherwise: next/font's output changed). `css` is every stylesheet of the build.
 */
export function loadFontEarly(html: string, css: string): string {
  const preloads = [...html.matchAll(FONT_PRELOAD)];
  if (preloads.length !== 1) throw new Error(`expected one font preload from next/font, found ${preloads.length}`);
  const [link, url] = preloads[0]! as unknown as [string, string];
  return html.replace(link, `<script>${fontLoaderScript(url, fontFaceOf(css, url))}</script>`);
}
