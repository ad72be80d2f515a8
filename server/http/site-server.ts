import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { nextApp } from "@/delivery/serving/next-app";
import { logText } from "@/lib/log-text";
import { serverConfig } from "@/server/config";
import { readBody } from "@/server/forms/body";
import { RECEIVED_POST_HEADER } from "@/server/forms/received-posts";
import { serverState } from "@/server/runtime";
import { onStop, stopOnSignals, stopProcess } from "@/server/shutdown";
import { appendForwardedFor } from "./client-address";
import { PostSlots, receiveFormPost } from "./form-posts";
import { nonPageHeaders, securityHeaders } from "./headers";
import { answerNewsletterPost, isNewsletterPost } from "./newsletter-post-direct";
import { withPageCaching } from "./page-caching";
import { chooseEncoding } from "./encoding";
import { prerenderedPages } from "./prerendered-pages";
import { isPagePost, methodNotAllowed, NOT_ACCEPTABLE, refusalOf, refusalPage, type EdgeResponse } from "./refused-requests";
import { isPageAddress, withDeferredScripts } from "./rendered-pages";

/**
 * The site's HTTP server: Next.js in this very process, so that one process serves and owns the
 * stop signals (docs/decisions/026-process-runner-one-process-serves-and-stops.md). Run by
 * scripts/start.mjs, which builds first when needed.
 */

/** How long running requests get to finish after a stop signal before their connections are cut. */
const REQUEST_DRAIN_MS = 10_000;
/** How much of a refused post is read and thrown away so that the browser reads the answer; beyond it the connection is closed. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
/** A request's headers must arrive within this, and the whole request (its body too) within REQUEST_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** Connections open at once; more are closed as they come. */
export const MAX_CONNECTIONS = 1_000;

export type SiteServerOptions = {
  dir: string;
  port: number;
  /** The process that started this one (npm, a shell, a supervisor): when it goes, the server stops. */
  parentPid: number;
};

/** Sends an answer of the site server's own, after reading the request's body to its end (up to a bound), so that a browser reads it. */
async function send(req: IncomingMessage, res: ServerResponse, answer: EdgeResponse) {
  const whole = (await readBody(req.iterator({ destroyOnReturn: false }), DISCARD_MAX_BYTES, { keep: false })) !== undefined;
  res.writeHead(answer.status, { ...answer.headers, ...(whole ? {} : { Connection: "close" }) });
  res.end(req.method === "HEAD" ? undefined : answer.body);
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

/** The bounds of a connection (docs/decisions/042-uploads-bounded-before-they-are-read.md): slow senders and floods of connections. */
function bound(server: Server): Server {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}

export async function serveSite({ dir, port, parentPid }: SiteServerOptions): Promise<void> {
  const state = serverState();
  const app = nextApp({ dir, port });
  const prerendered = prerenderedPages(app.distDir);
  let slots: PostSlots | undefined;
  let stopping = false;

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    appendForwardedFor(req.headers, req.socket.remoteAddress);
    delete req.headers[RECEIVED_POST_HEADER]; // only this server says what it received
    const refused = methodNotAllowed(req);
    if (refused) return send(req, res, refused);
    const refusal = refusalOf(req);
    if (refusal) return send(req, res, refusalPage(refusal, req.url ?? "/"));
    if (stopping) res.setHeader("Connection", "close");
    await ready;
    if (isNewsletterPost(req)) return answerNewsletterPost(req, res);
    const { LARGE_POSTS_AT_ONCE, LARGE_POST_WAIT_SECONDS, DATA_DIR } = serverConfig();
    slots ??= new PostSlots(LARGE_POSTS_AT_ONCE, LARGE_POST_WAIT_SECONDS * 1000);
    if (isPagePost(req)) {
      const forNext = await receiveFormPost(req, res, { slots, spoolDir: join(DATA_DIR, "uploads"), refuse: (answer) => send(req, res, answer) });
      if (!forNext) return;
      req = forNext;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]?.toString());
    if (!encoding) {
      if (isPageAddress(req)) return send(req, res, NOT_ACCEPTABLE);
    } else {
      const page = prerendered(req, encoding);
      if (page) return void res.writeHead(page.status, page.headers).end(page.body);
      withDeferredScripts(req, res, encoding);
    }
    // Every answer of Next.js carries them too: its redirects and errors do not get next.config.ts's headers.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    withPageCaching(res);
    // A HEAD gets the GET's headers (its length and encoding too); Node.js sends no body for it.
    if (req.method === "HEAD") req.method = "GET";
    await app.handle(req, res);
  };
  const server = bound(
    createServer((req, res) =>
      respond(req, res).catch((error: Error) => {
        if (req.destroyed && res.destroyed) return; // the client went away mid-request: nobody to answer
        console.error(`[server] ${req.method} ${logText(req.url ?? "")} failed: ${logText(error?.message ?? String(error))}`);
        if (!res.headersSent) res.writeHead(500, { ...nonPageHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end();
      }),
    ),
  );
  // The port first: a port in use stops the start before the database is opened.
  const listening = listen(server, port);
  // Then the site's start (instrumentation.ts, server/startup.ts): configuration, database, outbox worker.
  const ready = listening.then(() => app.prepare()).then(() => state.started);

  // A stop (server/shutdown.ts): no new requests, running ones finish; the start's own steps (submissions,
  // mail, database) follow; Next.js is closed last.
  onStop("requests", async () => {
    stopping = true;
    await listening.catch(() => undefined);
    await closeHttp(server);
    await ready.catch(() => undefined); // a database being opened is closed properly too
  });
  onStop("framework", () => app.close());
  stopOnSignals();
  watchParent(parentPid, () => void stopProcess("parent process exited"));

  await ready;
  console.log(`> Ready on http://localhost:${port}`);
}
