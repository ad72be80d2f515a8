/**
 * The site's HTTP API (server/http/api.ts: the newsletter's JSON endpoint, one-click unsubscribe,
 * the health check) on a server of its own in the test's process, which hands every request to
 * `answerApi` as the site server does (server/http/site-server.ts). The tests' requests go over
 * HTTP, so the API reads them and answers them as it does in production.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { answerApi } from "@/server/http/api";

let listening: Promise<number> | undefined;

/** The port of the API's server, started on first use; it does not keep the process alive. */
function apiPort(): Promise<number> {
  listening ??= new Promise((resolve, reject) => {
    const server: Server = createServer((req, res) => {
      answerApi(req, res).then(
        (answered) => void (answered || res.writeHead(404).end()),
        (error: Error) => void res.writeHead(500).end(error.message),
      );
    });
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.unref();
      resolve((server.address() as AddressInfo).port);
    });
  });
  return listening;
}

const noBody = new Set([101, 204, 205, 304]);

function webHeadersOf(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) for (const one of [value ?? []].flat()) result.append(name, one);
  return result;
}

/** The API's answer to `req` (its path, method, headers and body; Host as the request gives it, else the server's). */
export async function askApi(req: Request): Promise<Response> {
  const port = await apiPort();
  const url = new URL(req.url);
  const body = Buffer.from(await req.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(req.headers);
  if (body.length > 0 || req.method === "POST") headers["content-length"] ??= String(body.length);
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, method: req.method, path: `${url.pathname}${url.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        resolve(new Response(noBody.has(status) ? null : Buffer.concat(chunks), { status, headers: webHeadersOf(res.headers) }));
      });
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** POST /api/newsletter, as the site server answers it (server/http/api.ts). */
export const subscribePost = (req: Request) => askApi(req);

/** GET /api/health. */
export const health = () => askApi(new Request("http://localhost/api/health"));
