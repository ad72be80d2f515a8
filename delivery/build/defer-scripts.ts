// After `next build`, for each prerendered page: take the framework's scripts and the flight data
// (the React payload, 40-60% of the HTML) out of the page, and leave the framework gate
// (delivery/gate/) a JSON block saying where they are. The gate loads them when the visitor
// needs them (docs/decisions/033-framework-scripts-on-first-interaction.md).
// This rewrites Next's HTML with regular expressions (delivery/markup.ts), so it checks every
// assumption it makes and throws, naming the page and what differs, rather than leave a page half rewritten.
import { FRAMEWORK_DATA_ID, GATE_ID } from "../gate/ids";
import { ANY_FLIGHT_PUSH, ANY_FRAMEWORK_SCRIPT, FLIGHT_CHUNK, PRERENDERED_SCRIPT_TAG, SCRIPT_PRELOAD } from "../markup";

class PageError extends Error {}

/** The gate's JSON block, before </body>. */
export function withFrameworkData(html: string, data: { scripts: string[]; flight?: string }): string {
  return html.replace("</body>", `<script type="application/json" id="${FRAMEWORK_DATA_ID}">${JSON.stringify(data)}</script></body>`);
}

/**
 * The page without its framework scripts, script preloads and flight data, plus the JSON block
 * the gate reads. `flight` is the page's .rsc file (Next writes the same text inline), `flightUrl`
 * where it is served. Throws a PageError when the page is not the way Next writes them.
 */
export function deferScripts(html: string, { flight, flightUrl }: { flight: string; flightUrl: string }): string {
  if (!html.includes(`<script id="${GATE_ID}">`)) {
    throw new PageError(`no <script id="${GATE_ID}"> in <head>: the layout must render <FrameworkGate /> (components/layout/FrameworkGate.tsx)`);
  }
  const scripts = [...html.matchAll(PRERENDERED_SCRIPT_TAG)].map((match) => match[1]!);
  if (scripts.length === 0) {
    throw new PageError(`no framework <script src="/_next/static/…js" async=""> tag found: has Next.js changed how it writes them?`);
  }
  const chunks = [...html.matchAll(FLIGHT_CHUNK)].map((match) => (JSON.parse(match[1]!) as [1, string])[1]);
  if (chunks.join("") !== flight) {
    throw new PageError(`the inline flight data (${chunks.length} self.__next_f.push([1, …]) scripts, ${chunks.join("").length} characters) is not the page's .rsc file (${flight.length} characters)`);
  }
  const rewritten = html.replace(PRERENDERED_SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "").replace(FLIGHT_CHUNK, "");
  const left = rewritten.match(ANY_FRAMEWORK_SCRIPT);
  if (left) throw new PageError(`framework scripts in a form this step does not know: ${left.join(" ")}`);
  if (ANY_FLIGHT_PUSH.test(rewritten)) throw new PageError("flight data in a form this step does not know (self.__next_f.push other than [0] and [1, text])");
  if (!rewritten.includes("</body>")) throw new PageError("no </body>");
  return withFrameworkData(rewritten, { scripts, flight: flightUrl });
}

export function isPageError(error: unknown): boolean {
  return error instanceof PageError;
}
