import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import { asksForEstimate } from "@/lib/estimate-inputs";
import { languages, type Lang } from "@/lib/i18n";
import { logText } from "@/lib/log-text";
import { counterpartPath } from "@/lib/routes";
import { baseSecurityHeaders, permissionsPolicy } from "@/lib/security/policy";
import { siteConfig } from "@/lib/site-config";
import { serverConfig } from "@/server/config";
import { readBody } from "@/server/forms/body";
import { onStop, stopOnSignals, stopProcess } from "@/server/shutdown";
import { startServer } from "@/server/startup";
import { answerApi } from "./api";
import { astroRenderer } from "./astro-pages";
import { appendForwardedFor } from "./client-address";
import { chooseEncoding } from "./encoding";
import { PostSlots, receivePost, type ReceivedFormPost } from "./form-posts";
import { noStoreHeaders } from "./headers";
import { isPagePost, methodNotAllowed, NOT_ACCEPTABLE, pathOf, refusalOf, refusalPage, type EdgeResponse } from "./refused-requests";
import { siteFiles } from "./site-files";

/**
 * The site's HTTP server on Astro (docs/decisions/061-astro-islands.md): the built files from
 * memory, the forms' posts bounded before they are read (then answered by the page's render),
 * the API, and Astro's renderer for the pages made on request. One process serves and owns the stop
 * signals (docs/decisions/026-process-runner-one-process-serves-and-stops.md).
 */

const REQUEST_DRAIN_MS = 10_000;
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 60_000;
const MAX_CONNECTIONS = 1_000;

async function send(req: IncomingMessage, res: ServerResponse, answer: EdgeResponse) {
  const whole = (await readBody(req, DISCARD_MAX_BYTES, { keep: false })) !== undefined;
  res.writeHead(answer.status, { ...answer.headers, ...(whole ? {} : { Connection: "close" }) });
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/** A redirect (308) for an old ?lang= link (docs/decisions/002-hreflang-links-and-lang-redirects.md) or a path with a trailing slash. */
function redirectOf(url: URL): string | undefined {
  const lang = url.searchParams.get("lang");
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (languages.includes(lang as Lang)) {
    url.searchParams.delete("lang");
    return `${counterpartPath(path, lang as Lang)}${url.search}`;
  }
  return path !== url.pathname ? `${path}${url.search}` : undefined;
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), REQUEST_DRAIN_MS).unref();
  });
}

function watchParent(parent: number, onOrphaned: () => void): void {
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, 1_000);
  timer.unref();
}

/** Rendered answers are small: a fast brotli level costs a millisecond or two and takes most of the bytes. */
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

export async function serveSite({ distDir, port, parentPid }: { distDir: string; port: number; parentPid: number }): Promise<void> {
  const files = siteFiles(distDir);
  const render = astroRenderer(distDir);
  let slots: PostSlots | undefined;
  let stopping = false;

  const renderPage = async (req: IncomingMessage, res: ServerResponse, post?: ReceivedFormPost) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Permissions-Policy", permissionsPolicy({ voice: Boolean(siteConfig().VOICE_AGENT_ID) }));
    // A page made on request is compressed as it is sent, as the built files are (brotli or gzip, by Accept-Encoding).
    // compression is connect middleware: its types say Express, it reads only Node's request and response.
    await new Promise<void>((done) => compress(req as never, res as never, () => done()));
    await (await render)(req, res, post);
  };

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    appendForwardedFor(req.headers, req.socket.remoteAddress);
    const refused = methodNotAllowed(req);
    if (refused) return send(req, res, refused);
    const refusal = refusalOf(req);
    if (refusal) return send(req, res, refusalPage(refusal, req.url ?? "/"));
    const url = new URL(req.url ?? "/", "http://site");
    const redirect = req.method !== "POST" && redirectOf(url);
    if (redirect) return void res.writeHead(308, { ...noStoreHeaders, Location: redirect }).end();
    if (stopping) res.setHeader("Connection", "close");
    await ready;
    if (url.pathname.startsWith("/api/") && (await answerApi(req, res))) return;
    if (isPagePost(req)) return answerPagePost(req, res);
    const encoding = chooseEncoding(req.headers["accept-encoding"]?.toString());
    if (!encoding) return send(req, res, NOT_ACCEPTABLE);
    // A page asked for with an estimate's figures is rendered for them (docs/decisions/064-estimate-from-the-site-prices.md).
    const file = !asksForEstimate(url.searchParams) && files(req, pathOf(req.url), encoding);
    if (file) return void res.writeHead(file.status, file.headers).end(file.body);
    await renderPage(req, res);
  };

  const answerPagePost = async (req: IncomingMessage, res: ServerResponse) => {
    const { LARGE_POSTS_AT_ONCE, LARGE_POST_WAIT_SECONDS, DATA_DIR } = serverConfig();
    slots ??= new PostSlots(LARGE_POSTS_AT_ONCE, LARGE_POST_WAIT_SECONDS * 1000);
    const post = await receivePost(req, res, slots, join(DATA_DIR, "uploads"));
    await ("fields" in post ? renderPage(req, res, post) : send(req, res, post));
  };

  const server = createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS }, (req, res) =>
    respond(req, res).catch((error: Error) => {
      if (req.destroyed && res.destroyed) return;
      console.error(`[server] ${req.method} ${logText(req.url ?? "")} failed: ${logText(error?.message ?? String(error))}`);
      if (!res.headersSent) res.writeHead(500, { ...noStoreHeaders, "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    }),
  );
  server.maxConnections = MAX_CONNECTIONS;
  const listening = once(server.listen(port), "listening");
  const ready = listening.then(() => startServer());

  onStop("requests", async () => {
    stopping = true;
    await listening.catch(() => undefined);
    await closeHttp(server);
    await ready.catch(() => undefined);
  });
  stopOnSignals();
  watchParent(parentPid, () => void stopProcess("parent process exited"));

  await ready;
  console.log(`> Ready on http://localhost:${port}`);
}
