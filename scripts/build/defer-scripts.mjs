// After `next build`: the framework's scripts of each prerendered page start loading once the
// page's first frame is painted, instead of in parallel with the stylesheet and the font.
// Why: an async script that arrives before the stylesheet runs before the first paint and holds
// it back (on a phone, ~50 ms of framework evaluation); and the page needs no script to be read
// or used (native links, <details> menus, forms that post without JavaScript), so hydrating one
// frame later costs the visitor nothing. A hidden tab (no frames) loads them at once.
// Pages rendered per request (404, newsletter links) keep Next's own script tags.

/** Next's framework script tags and script preloads, as it writes them into prerendered HTML. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\shref="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
/** Marks the loader, so the bench can read the page's scripts and a second pass changes nothing. */
export const LOADER_ID = "deferred-scripts";

function loader(sources) {
  const load = `function l(){${JSON.stringify(sources)}.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=true;document.head.appendChild(s)})}`;
  const start = `document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()`;
  return `<script id="${LOADER_ID}">(function(){${load}${start}})()</script>`;
}

/** The page with its framework scripts loaded after the first paint; unchanged if it has none. */
export function deferScripts(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0 || !html.includes("</body>")) return html;
  return html.replace(SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "").replace("</body>", `${loader(sources)}</body>`);
}
