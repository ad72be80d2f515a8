import { z } from "zod/mini";

// Zod probes for eval support with `new Function("")`, which the Content-Security-Policy
// forbids (and reports); the schemas here are small, so skip the probe and the eval fast path.
z.config({ jitless: true });

/** zod/mini: the same schemas in the browser and on the server, at a fraction of the bundle size. */
export { z };
