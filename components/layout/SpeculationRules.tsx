import { speculationRulesText } from "@/lib/speculation-rules";

/**
 * Every page's speculation rules (lib/speculation-rules.ts): the next page is prerendered while
 * the pointer rests on its link. Only where NODE_ENV is production: `astro build` (prerendered
 * pages) and the site server (scripts/start.mjs, pages rendered on request), not `astro dev`.
 */
export function SpeculationRules() {
  if (process.env.NODE_ENV !== "production") return null;
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText }} />;
}
