import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acquireLock } from "@/server/db/lock";
import { languages } from "@/lib/i18n";
import { PAGE_CACHE_CONTROL } from "@/lib/page-cache-control";
import { pathFor, screens } from "@/lib/routes";
import { e2ePort } from "../e2e/env";
import { allEnded, canUnshare, cleanUp, healthy, processTree, startSite, subscribe, type Site } from "./helpers/site-process";

/**
 * `npm start` as a service manager or a container runtime runs it: signalled, killed, restarted in
 * a fresh PID namespace (docs/decisions/026-process-runner-one-process-serves-and-stops.md,
 * 027-pglite-lock-a-socket-its-owner-listens-on.md). Ports after the end-to-end suite's.
 */
const port = e2ePort + 1;
/** How long a stop may take: the server's own limit is 25 s. */
const STOP_BOUND_MS = 30_000;

let dataDir: string;
const sites: Site[] = [];
const start = (options: Parameters<typeof startSite>[2] = {}, at = port) => {
  const site = startSite(at, dataDir, options);
  sites.push(site);
  return site;
};

/** A GET as a browser revalidating its copy sends it (fetch would add `Cache-Control: no-cache`). */
function conditionalGet(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "if-none-match": etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on("error", reject);
  });
}

async function lockIsFree(): Promise<boolean> {
  try {
    (await acquireLock(join(dataDir, "pglite.lock")))();
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-process-"));
}, 15 * 60_000);
afterEach(() => sites.splice(0).forEach(cleanUp));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("stopping `npm start`", { timeout: 240_000 }, () => {
  const first = `stop-1-${Date.now()}@example.com`;
  const second = `stop-2-${Date.now()}@example.com`;
  const third = `stop-3-${Date.now()}@example.com`;

  it("one process serves under npm; SIGTERM to npm drains it and ends both, freeing the data folder", async () => {
    const site = start();
    await healthy(site);
    const chain = processTree(site.child.pid!);
    expect(chain, "npm and the one node process that builds and serves").toHaveLength(2);
    expect(await subscribe(site, first)).toBe(201);

    process.kill(site.child.pid!, "SIGTERM");
    const took = await allEnded(chain, STOP_BOUND_MS);
    console.log(`SIGTERM: every process ended after ${took} ms`);
    expect(await site.exited).toBe(0);
    expect(site.log()).toMatch(/SIGTERM: finishing requests[\s\S]*database closed[\s\S]*\[server\] stopped/);
    expect(await lockIsFree()).toBe(true);
  });

  it("SIGINT to npm does the same, and what was written before the last stop is still there", async () => {
    const site = start();
    await healthy(site);
    expect(await subscribe(site, first)).toBe(200); // already subscribed: the row survived
    expect(await subscribe(site, second)).toBe(201);
    const chain = processTree(site.child.pid!);

    process.kill(site.child.pid!, "SIGINT");
    await allEnded(chain, STOP_BOUND_MS);
    expect(site.log()).toMatch(/SIGINT: finishing requests[\s\S]*\[server\] stopped/);
    expect(await lockIsFree()).toBe(true);
  });

  it("when npm itself is killed, the orphaned server notices, drains and stops", async () => {
    const site = start();
    await healthy(site);
    expect(await subscribe(site, second)).toBe(200);
    expect(await subscribe(site, third)).toBe(201);
    const chain = processTree(site.child.pid!);

    process.kill(site.child.pid!, "SIGKILL");
    const took = await allEnded(chain, STOP_BOUND_MS);
    console.log(`npm killed: the server ended after ${took} ms`);
    expect(site.log()).toMatch(/parent process exited: finishing requests[\s\S]*\[server\] stopped/);
    expect(await lockIsFree()).toBe(true);

    const again = start();
    await healthy(again);
    expect(await subscribe(again, third)).toBe(200);
    process.kill(again.child.pid!, "SIGTERM");
    await allEnded(processTree(again.child.pid!), STOP_BOUND_MS);
  });
});

describe("one server per data folder", { timeout: 240_000 }, () => {
  it("a second server on the same data folder is refused, naming the first", async () => {
    const first = start();
    await healthy(first);
    const [, server] = processTree(first.child.pid!);
    const second = start({}, port + 1);
    expect(await second.exited).not.toBe(0);
    expect(second.log()).toMatch(new RegExp(`in use by process ${server} `));
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
  });

  // One retry: on a busy CI host its stop outlived the bound twice; should it fail again, the error carries the container's log.
  it.skipIf(!canUnshare)("a restarted container starts again, though its killed predecessor had the same PID", { retry: 1 }, async () => {
    const first = start({ inNamespace: true });
    await healthy(first);
    process.kill(first.child.pid!, "SIGKILL"); // the runtime kills the container: every process in its namespace dies
    await allEnded(processTree(first.child.pid!), STOP_BOUND_MS);

    const second = start({ inNamespace: true });
    await healthy(second);
    expect(second.log()).not.toContain("in use by");
    const [, npm] = processTree(second.child.pid!);
    process.kill(npm!, "SIGTERM"); // a stop signal to the container's main process
    await allEnded(processTree(second.child.pid!), STOP_BOUND_MS).catch((error: Error) => {
      throw new Error(`${error.message}; the second container said:\n${second.log()}`);
    });
    expect(second.log()).toContain("[server] stopped");
  });
});

describe("the HTTP edge of a running server", { timeout: 240_000 }, () => {
  let site: Site;
  beforeAll(async () => {
    site = startSite(port + 2, mkdtempSync(join(tmpdir(), "site-edge-")), { env: { FORM_RATE_LIMIT: "3" } });
    await healthy(site);
  }, 120_000);
  afterAll(() => cleanUp(site));

  it("counts a client by its socket address, whatever X-Forwarded-For it forges", async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await subscribe(site, `xff-${i}-${Date.now()}@example.com`, { "x-forwarded-for": `10.9.9.${i}` }));
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("lets a CDN keep a page a minute, and a browser revalidate a prerendered page with its ETag", async () => {
    for (const path of ["/", "/fi/tietoa-meista"]) {
      const page = await fetch(`${site.origin}${path}`);
      expect(page.headers.get("cache-control"), path).toBe(PAGE_CACHE_CONTROL);
      const etag = page.headers.get("etag");
      expect(etag, path).toBeTruthy();
      expect(await conditionalGet(`${site.origin}${path}`, etag!), path).toBe(304);
    }
    // The jobs page and the application form are made on request, the same for everyone on a day.
    for (const path of ["/jobs", "/fi/hae-tyopaikkaa"]) expect((await fetch(`${site.origin}${path}`)).headers.get("cache-control"), path).toBe(PAGE_CACHE_CONTROL);
  });

  it("sends every page with the policies of a page (its CSP, the permissions, caching, framing), a prerendered one compressed at build", async () => {
    const madeOnRequest: readonly string[] = ["jobs", "apply"];
    for (const screen of screens) {
      for (const lang of languages) {
        const path = pathFor(screen, lang);
        const page = await fetch(`${site.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
        expect(page.status, path).toBe(200);
        expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
        expect(page.headers.get("content-security-policy"), path).toMatch(/script-src 'self'/);
        expect(page.headers.get("x-frame-options"), path).toBe("DENY");
        expect(page.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
        expect(page.headers.get("cache-control"), path).toBe(PAGE_CACHE_CONTROL);
        expect(await page.text(), path).toMatch(/^<!DOCTYPE html>/i);
        // Compressed once, from memory (server/http/site-files.ts); a page made on request is sent as Astro renders it.
        if (!madeOnRequest.includes(screen)) expect([page.headers.get("content-encoding"), page.headers.get("vary")], path).toEqual(["br", "Accept-Encoding"]);
      }
    }
  });

  it("keeps the other policies: hashed files forever, per-request answers never", async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+\.(?:css|js))"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    expect((await fetch(`${site.origin}${asset}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await fetch(`${site.origin}/no-such-page`);
    expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, "no-store"]);
    expect((await fetch(`${site.origin}/api/health`)).headers.get("cache-control") ?? "").not.toContain("s-maxage");
  });
});

describe("the newsletter endpoint, answered by the site server itself", { timeout: 240_000 }, () => {
  let site: Site;
  beforeAll(async () => {
    site = startSite(port + 4, mkdtempSync(join(tmpdir(), "site-newsletter-")), { env: { FORM_RATE_LIMIT: "8" } });
    await healthy(site);
  }, 120_000);
  afterAll(() => cleanUp(site));

  async function post(body: string) {
    const response = await fetch(`${site.origin}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  }
  const address = (name: string) => JSON.stringify({ email: `${name}-${Date.now()}@example.com`, lang: "en" });

  it("answers every case with its status and JSON, never to be kept, with the security headers", async () => {
    const stamp = Date.now();
    const cases: [string, string, number, Record<string, unknown>][] = [
      ["new address", address("new"), 201, { status: "subscribed" }],
      ["an address, once", JSON.stringify({ email: `again-${stamp}@example.com`, lang: "fi" }), 201, { status: "subscribed", message: "Kiitos tilauksesta!" }],
      ["the same address again", JSON.stringify({ email: `again-${stamp}@example.com`, lang: "fi" }), 200, { status: "already" }],
      ["invalid address, in Finnish", JSON.stringify({ email: "x<victim@example.com>", lang: "fi" }), 422, { status: "error", error: "emailInvalid" }],
      ["not JSON", "{email", 400, { status: "error", error: "bad_json" }],
      ["over 4 KB", JSON.stringify({ email: "a@example.com", lang: "en", pad: "x".repeat(5000) }), 413, { status: "error", error: "too_large" }],
    ];
    for (const [name, body, status, answer] of cases) {
      const response = await post(body);
      expect(response.status, name).toBe(status);
      expect(response.body, name).toMatchObject(answer);
      expect(response.headers.get("content-type"), name).toBe("application/json");
      expect(response.headers.get("cache-control"), name).toBe("no-store");
      expect(response.headers.get("x-content-type-options"), name).toBe("nosniff");
    }
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await post(address(`limit-${i}`));
      if (response.status === 429) refused = response;
    }
    expect(refused?.body).toMatchObject({ status: "error", error: "rate_limited" });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
