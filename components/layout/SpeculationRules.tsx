import { speculationRulesText } from "@/lib/speculation-rules";

/**
 * Every page's speculation rules (lib/speculation-rules.ts): the next page is prerendered while
 * the pointer rests on its link. Production builds only, like the framework gate.
 */
export function SpeculationRules() {
  if (process.env.NODE_ENV !== "production") return null;
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesText }} />;
}
