import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ReceivedFormPost } from "./form-posts";

/**
 * Astro's renderer of the pages made on request (src/pages/render/), through the node adapter's
 * documented middleware handler (docs/decisions/061-astro-islands.md). The site server sends it
 * a GET under /render with what it knows in `locals`; the route tells the page from the path.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals: object) => Promise<void>;

export const RENDER_PREFIX = "/render";

export async function astroRenderer(distDir: string) {
  const { handler } = (await import(pathToFileURL(join(distDir, "server", "entry.mjs")).href)) as { handler: Handler };
  /** Renders the page at the request's address, or answers the form post received for it. */
  return function render(req: IncomingMessage, res: ServerResponse, post?: ReceivedFormPost): Promise<void> {
    const method = req.method ?? "GET";
    req.url = `${RENDER_PREFIX}${req.url ?? "/"}`;
    req.method = "GET"; // what was posted has been read; the page is rendered, not posted to
    return new Promise<void>((resolve, reject) => {
      handler(req, res, (error) => (error ? reject(error) : resolve()), { rendering: { method }, post }).then(resolve, reject);
    });
  };
}
