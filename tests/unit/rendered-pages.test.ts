import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAMEWORK_DATA_ID, GATE_ID } from "@/delivery/gate/ids";
import { chooseEncoding } from "@/server/http/encoding";
import { deferRenderedScripts } from "@/delivery/serving/defer-rendered-scripts";
import { withDeferredScripts } from "@/server/http/rendered-pages";

const NONCE = "bm9uY2U=";
/** A page as Next.js renders it per request: nonce'd script tags in both attribute orders, a preload, the legacy polyfill, inline flight data. */
const page = (body = "<main><h1>Page not found</h1></main>") =>
  `<!DOCTYPE html><html><head><script id="${GATE_ID}">gate()</script>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/></head><body>${body}` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>` +
  `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${NONCE}"></script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"payload"])</script></body></html>`;

describe("a page rendered per request, its scripts deferred", () => {
  const html = deferRenderedScripts(page());

  it("loads no framework script with the page: the tags and preloads are gone", () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("lists them, in order, in the gate's JSON block, and keeps the inline flight data", () => {
    const block = html.match(new RegExp(`<script type="application/json" id="${FRAMEWORK_DATA_ID}">(.*?)</script></body>`))?.[1];
    expect(JSON.parse(block ?? "null")).toEqual({ scripts: ["/_next/static/chunks/a.js", "/_next/static/chunks/main.js"] });
    expect(html).toContain('self.__next_f.push([1,"payload"])');
    expect(html).toContain("<main><h1>Page not found</h1></main>");
  });

  it("leaves the legacy polyfill (never fetched by a browser that runs modules)", () => {
    expect(html).toContain('src="/_next/static/chunks/polyfill.js" noModule=""');
  });

  it("leaves a page without the gate, or already deferred, as it is", () => {
    const noGate = page().replace(`<script id="${GATE_ID}">gate()</script>`, "");
    expect(deferRenderedScripts(noGate)).toBe(noGate);
    expect(deferRenderedScripts(html)).toBe(html);
  });
});

describe("the site server's answer for a page Next.js renders", () => {
  // Over the size below which the server does not compress.
  const long = `<main><h1>Page not found</h1>${"<p>Nothing lives at this address.</p>".repeat(40)}</main>`;
  let origin = "";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    withDeferredScripts(req, res, chooseEncoding(req.headers["accept-encoding"]) ?? "identity");
    // As Next.js answers: headers set, then written in pieces, compressed only if the request allowed it.
    const whole = page(long);
    res.setHeader("Content-Type", req.url === "/robots.txt" ? "text/plain" : "text/html; charset=utf-8");
    res.setHeader("X-Asked-Encoding", String(req.headers["accept-encoding"] ?? "none"));
    res.writeHead(404, { "Cache-Control": "private, no-store" });
    res.write(whole.slice(0, 100));
    res.end(whole.slice(100));
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve())).then(() => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      request(`${origin}${path}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject).end();
    });

  it("is the page with its scripts deferred, compressed as the browser accepts, status and headers kept", async () => {
    const answer = await get("/no-such-page", { accept: "text/html", "accept-encoding": "gzip, deflate" });
    expect(answer.status).toBe(404);
    expect(answer.headers["x-asked-encoding"]).toBe("none");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(deferRenderedScripts(page(long)));
  });

  it("is sent uncompressed to a client that accepts no encoding", async () => {
    const answer = await get("/no-such-page", { accept: "text/html" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(deferRenderedScripts(page(long)));
  });

  it("leaves what is not a page request alone (a script, a client navigation, a query)", async () => {
    for (const [path, headers] of [
      ["/no-such-page", { accept: "*/*", "accept-encoding": "gzip" }],
      ["/no-such-page", { accept: "text/html", rsc: "1", "accept-encoding": "gzip" }],
      ["/no-such-page?x=1", { accept: "text/html", "accept-encoding": "gzip" }],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.headers["x-asked-encoding"], path).toBe("gzip");
      expect(answer.body.toString(), path).toBe(page(long));
    }
  });

  it("leaves a file alone whatever its Accept: it is never compressed again per request", async () => {
    for (const path of ["/robots.txt", "/_next/static/chunks/app.js"]) {
      const answer = await get(path, { accept: "text/html", "accept-encoding": "br, gzip" });
      expect(answer.headers["x-asked-encoding"], path).toBe("br, gzip");
      expect(answer.body.toString(), path).toBe(page(long));
    }
  });

  it("answers a HEAD with the GET's headers, its length too", async () => {
    const headers = { accept: "text/html", "accept-encoding": "br" };
    const [full, head] = [await get("/no-such-page", headers), await get("/no-such-page", headers, "HEAD")];
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers["content-encoding"]).toBe("br");
  });
});
