import type { IncomingMessage, ServerResponse } from "node:http";
import next from "next";
import { distDirOf } from "../next-output";

/** Next.js in this process (its custom-server API), for the site server, and the build it serves. */
export function nextApp({ dir, port }: { dir: string; port: number }) {
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  return {
    distDir: distDirOf(dir),
    prepare: () => app.prepare(),
    handle: (req: IncomingMessage, res: ServerResponse) => handle(req, res),
    close: () => app.close(),
  };
}
