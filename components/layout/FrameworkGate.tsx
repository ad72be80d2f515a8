import { GATE_ID, gateScript } from "@/delivery/gate/framework-gate.mjs";

/**
 * The framework gate (delivery/gate/), first in every page's <head>: the framework's
 * scripts run on the visitor's first interaction, not while the page loads. Production builds
 * only; `next dev` hydrates at once.
 */
export function FrameworkGate() {
  if (process.env.NODE_ENV !== "production") return null;
  return <script id={GATE_ID} dangerouslySetInnerHTML={{ __html: gateScript }} />;
}
