import { prerenderMarkScript } from "@/lib/prerender-mark-script";

/**
 * Marks a prerendered page's root before its body is parsed (lib/prerender-mark-script.ts), so
 * that it is drawn whole while hidden. First in every page's <head>.
 */
export function PrerenderMark() {
  return <script dangerouslySetInnerHTML={{ __html: prerenderMarkScript }} />;
}
