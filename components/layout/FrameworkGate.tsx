import { GATE_ID } from "@/delivery/gate/ids";
import { gateScript } from "@/delivery/gate/shipped";

/**
 * The framework gate (delivery/gate/), first in every page's <head>: the framework's scripts run
 * when the visitor uses a control that needs them, not while the page loads. Production builds
 * only; `next dev` hydrates at once.
 */
export function FrameworkGate() {
  if (process.env.NODE_ENV !== "production") return null;
  const script = gateScript();
  if (!script) throw new Error("The framework gate was not compiled: build with `npm run build` (scripts/build/build.ts), not `next build` alone.");
  return <script id={GATE_ID} dangerouslySetInnerHTML={{ __html: script }} />;
}
