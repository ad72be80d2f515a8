// After `next build`, for each prerendered page: take the framework's scripts and the flight data
// (the React payload, 40-60% of the HTML) out of the page, and leave the framework gate
// (lib/framework-gate.mjs) a JSON block saying where they are. The gate loads them on the
// visitor's first interaction (docs/decisions/033-framework-scripts-on-first-interaction.md).
// This rewrites Next's HTML with regular expressions, so it checks every assumption it makes
// and throws, naming the page and what differs, rather than leave a page half rewritten.
import { FRAMEWORK_DATA_ID, GATE_ID } from "../../lib/framework-gate.mjs";

/** Next's framework script tags and script preloads, as it writes them into prerendered HTML. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\shref="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;
/** Any script of Next's static folder but the legacy-browser polyfills (nomodule, never run by modern browsers). */
const ANY_FRAMEWORK_SCRIPT = /<script(?![^>]*\snoModule)[^>]*\ssrc="\/_next\/static\/[^"]+"[^>]*>/gi;
/** The inline scripts that stream the flight data into self.__next_f; [0] starts the stream, [1, text] carries it. */
const FLIGHT_CHUNK = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;
const ANY_FLIGHT_PUSH = /self\.__next_f\.push\(\[(?!0\])/;

class PageError extends Error {}

/**
 * The page without its framework scripts, script preloads and flight data, plus the JSON block
 * the gate reads. `flight` is the page's .rsc file (Next writes the same text inline), `flightUrl`
 * where it is served. Throws a PageError when the page is not the way Next writes them.
 */
export function deferScripts(html, { flight, flightUrl }) {
  if (!html.includes(`<script id="${GATE_ID}">`)) {
    throw new PageError(`no <script id="${GATE_ID}"> in <head>: the layout must render <FrameworkGate /> (components/layout/FrameworkGate.tsx)`);
  }
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (scripts.length === 0) {
    throw new PageError(`no framework <script src="/_next/static/…js" async=""> tag found: has Next.js changed how it writes them?`);
  }
  const chunks = [...html.matchAll(FLIGHT_CHUNK)].map((match) => JSON.parse(match[1])[1]);
  if (chunks.join("") !== flight) {
    throw new PageError(`the inline flight data (${chunks.length} self.__next_f.push([1, …]) scripts, ${chunks.join("").length} characters) is not the page's .rsc file (${flight.length} characters)`);
  }
  const rewritten = html.replace(SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "").replace(FLIGHT_CHUNK, "");
  const left = rewritten.match(ANY_FRAMEWORK_SCRIPT);
  if (left) throw new PageError(`framework scripts in a form this step does not know: ${left.join(" ")}`);
  if (ANY_FLIGHT_PUSH.test(rewritten)) throw new PageError("flight data in a form this step does not know (self.__next_f.push other than [0] and [1, text])");
  if (!rewritten.includes("</body>")) throw new PageError("no </body>");
  const data = JSON.stringify({ scripts, flight: flightUrl });
  return rewritten.replace("</body>", `<script type="application/json" id="${FRAMEWORK_DATA_ID}">${data}</script></body>`);
}

export function isPageError(error) {
  return error instanceof PageError;
}
