import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import next from "next";
import { serverState } from "@/server/runtime";
import { answerNewsletterPost, isNewsletterPost } from "./newsletter-endpoint";
import { prerenderedPages } from "./prerendered-pages";
import { withDeferredScripts } from "./rendered-pages";
import { appendForwardedFor, cacheControlFor, refusalOf, refusalPage, type EdgeResponse } from "./edge";

/**
 * The site's HTTP server: Next.js in this very process, so that one process serves and owns the
 * stop signals (docs/decisions/026-process-runner-one-process-serves-and-stops.md). Run by
 * scripts/start.mjs, which builds first when needed.
 */

/** Longest a stop may take before the process gives up and exits anyway. */
const STOP_TIMEOUT_MS = 25_000;
/** How long running requests get to finish after a stop signal before their connections are cut. */
const REQUEST_DRAIN_MS = 10_000;
/** How much of a refused post is read and thrown away so that the browser reads the answer; beyond it the connection is closed. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

export type SiteServerOptions = {
  dir: string;
  port: number;
  /** The process that started this one (npm, a shell, a supervisor): when it goes, the server stops. */
  parentPid: number;
};

/** Reads and drops the body, up to a bound; resolves to whether all of it was read. */
function discardBody(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_MAX_BYTES) {
        req.pause();
        resolve(false);
      }
    });
    req.on("end", () => resolve(true));
    req.on("error", () => resolve(false));
  });
}

async function send(req: IncomingMessage, res: ServerResponse, answer: EdgeResponse) {
  const whole = await discardBody(req);
  res.writeHead(answer.status, { ...answer.headers, ...(whole ? {} : { Connection: "close" }) });
  res.end(answer.body);
}

/** Puts the site's caching policy on prerendered pages as their headers leave (Next.js sets its own first). */
function withPageCaching(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const value = cacheControlFor(res.getHeader("cache-control")?.toString());
    if (value) res.setHeader("Cache-Control", value);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Stops taking connections; running requests finish (their connections then close), the rest are cut after a while. */
function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), REQUEST_DRAIN_MS).unref();
  });
}

/** Calls `onOrphaned` once the parent has gone (the process is then adopted by init or a subreaper). */
function watchParent(parent: number, onOrphaned: () => void): void {
  if (parent <= 1) return; // started by init, or the main process of a container: nobody to outlive
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, 1_000);
  timer.unref();
}

export async function serveSite({ dir, port, parentPid }: SiteServerOptions): Promise<void> {
  const state = serverState();
  state.hosted = true; // server/startup.ts leaves the stop signals to this server
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  const prerendered = prerenderedPages(join(dir, process.env.NEXT_DIST_DIR || ".next"));
  let stopping = false;

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    appendForwardedFor(req.headers, req.socket.remoteAddress);
    const refusal = refusalOf(req);
    if (refusal) return send(req, res, refusalPage(refusal, req.url ?? "/"));
    if (stopping) res.setHeader("Connection", "close");
    await ready;
    if (isNewsletterPost(req)) return answerNewsletterPost(req, res);
    const page = prerendered(req);
    if (page) return void res.writeHead(page.status, page.headers).end(page.body);
    withPageCaching(res);
    withDeferredScripts(req, res);
    await handle(req, res);
  };
  const server = createServer((req, res) =>
    respond(req, res).catch((error) => {
      console.error("[server] request failed:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    }),
  );
  // The port first: a port in use stops the start before the database is opened.
  const listening = listen(server, port);
  // Then the site's start (instrumentation.ts, server/startup.ts): configuration, database, outbox worker.
  const ready = listening.then(() => app.prepare()).then(() => state.started);

  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${reason}: finishing requests, submissions and mail deliveries, then closing the database...`);
    setTimeout(() => {
      console.error("[server] stopping took too long, exiting");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await listening.catch(() => undefined);
      await closeHttp(server);
      await ready.catch(() => undefined); // a database being opened is closed properly too
      await state.stop?.();
      await app.close();
      console.log("[server] stopped");
      process.exit(0);
    } catch (error) {
      console.error("[server] stopping failed:", error);
      process.exit(1);
    }
  };
  // From the first moment, and repeats ignored: Ctrl+C reaches this process both from the terminal and through npm.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void stop(signal));
  watchParent(parentPid, () => void stop("parent process exited"));

  await ready;
  console.log(`> Ready on http://localhost:${port}`);
}
