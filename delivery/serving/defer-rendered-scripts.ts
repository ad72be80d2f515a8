import { withFrameworkData } from "../build/defer-scripts";
import { FRAMEWORK_DATA_ID, GATE_ID } from "../gate/ids";
import { RENDERED_SCRIPT_TAG, SCRIPT_PRELOAD } from "../markup";

/**
 * A page rendered per request at a plain address (the 404 page) gets what the build gives
 * prerendered pages (docs/decisions/039-rendered-pages-scripts-on-first-interaction.md): its
 * framework script tags and script preloads leave the HTML for the gate's JSON block; the flight
 * data stays inline (the gate then only adds the scripts). A page without the gate, or without
 * such scripts, is returned as it is: it then loads them as Next.js wrote it.
 */
export function deferRenderedScripts(html: string): string {
  if (!html.includes(`<script id="${GATE_ID}">`) || html.includes(`id="${FRAMEWORK_DATA_ID}"`) || !html.includes("</body>")) return html;
  const scripts = [...html.matchAll(RENDERED_SCRIPT_TAG)].map((match) => match[1]!);
  if (scripts.length === 0) return html;
  return withFrameworkData(html.replace(RENDERED_SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, ""), { scripts });
}
