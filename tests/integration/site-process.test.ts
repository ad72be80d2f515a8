import { spawn } from "node:child_process";
import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acquireLock } from "@/server/db/lock";
import { languages } from "@/lib/i18n";
import { pathFor, screens } from "@/lib/routes";
import { PAGE_CACHE_CONTROL } from "@/server/http/page-caching";
import { build, isBuilt } from "../../scripts/build/build";
import { e2ePort } from "../e2e/env";
import { allEnded, canUnshare, cleanUp, healthy, processTree, root, siteEnv, startSite, subscribe, type Site } from "./helpers/site-process";

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
  if (!isBuilt(siteEnv())) await build(siteEnv());
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

  it.skipIf(!canUnshare)("a restarted container starts again, though its killed predecessor had the same PID", async () => {
    const first = start({ inNamespace: true });
    await healthy(first);
    process.kill(first.child.pid!, "SIGKILL"); // the runtime kills the container: every process in its namespace dies
    await allEnded(processTree(first.child.pid!), STOP_BOUND_MS);

    const second = start({ inNamespace: true });
    await healthy(second);
    expect(second.log()).not.toContain("in use by");
    const [, npm] = processTree(second.child.pid!);
    process.kill(npm!, "SIGTERM"); // a stop signal to the container's main process
    await allEnded(processTree(second.child.pid!), STOP_BOUND_MS);
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

  it("lets a CDN keep a prerendered page a minute, and a browser revalidate it with its ETag", async () => {
    for (const path of ["/", "/fi/hae-tyopaikkaa"]) {
      const page = await fetch(`${site.origin}${path}`);
      expect(page.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      const etag = page.headers.get("etag");
      expect(etag).toBeTruthy();
      expect(await conditionalGet(`${site.origin}${path}`, etag!)).toBe(304);
    }
  });

  it("sends every prerendered page compressed once at build, with what Next.js would send for it", async () => {
    const policy = ["content-security-policy", "permissions-policy", "cache-control", "vary", "x-frame-options", "content-type"];
    for (const path of languages.flatMap((lang) => screens.map((screen) => pathFor(screen, lang)))) {
      const fast = await fetch(`${site.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      // A query the fast path does not know leaves the page to Next.js, which serves the same HTML.
      const viaNext = await fetch(`${site.origin}${path}?via=next`, { headers: { "accept-encoding": "gzip" } });
      expect([fast.status, viaNext.status], path).toEqual([200, 200]);
      expect(fast.headers.get("content-encoding"), path).toBe("br");
      expect(viaNext.headers.get("x-nextjs-prerender"), path).toBeTruthy();
      for (const name of policy) expect(fast.headers.get(name), `${path} ${name}`).toBe(viaNext.headers.get(name));
      expect(await fast.text(), path).toBe(await viaNext.text());
    }
  });

  it("keeps the framework's policies elsewhere: hashed files forever, per-request pages never", async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${site.origin}${script}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${site.origin}/no-such-page`)).headers.get("cache-control")).toMatch(/^private, no-cache, no-store/);
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

  /**
   * Headers that belong to the connection or the moment, not to the answer. Next.js also gzips an
   * answer of sixty bytes (the site server sends it as it is) and adds a Vary that names its
   * client router's headers, which an answer nobody may keep has no use for.
   */
  const transient = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-encoding", "vary"]);
  async function post(query: string, body: string) {
    const response = await fetch(`${site.origin}/api/newsletter${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body,
    });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !transient.has(name)));
    return { status: response.status, headers, body: await response.text(), byNext: response.headers.has("vary") };
  }
  /** The same post to the site server and (a query leaves it to Next.js) to app/api/newsletter/route.ts. */
  const both = async (body: (path: string) => string) => [await post("", body("fast")), await post("?via=next", body("next"))] as const;
  const address = (name: string) => (path: string) => JSON.stringify({ email: `${name}-${path}-${Date.now()}@example.com`, lang: "en" });

  it("answers every case with the status, text and headers Next.js gives", async () => {
    const stamp = Date.now();
    const cases: [string, (path: string) => string, number][] = [
      ["new address", address("new"), 201],
      ["an address, once", (path) => JSON.stringify({ email: `again-${path}-${stamp}@example.com`, lang: "fi" }), 201],
      ["the same address again", (path) => JSON.stringify({ email: `again-${path}-${stamp}@example.com`, lang: "fi" }), 200],
      ["invalid address, in Finnish", () => JSON.stringify({ email: "x<victim@example.com>", lang: "fi" }), 422],
      ["not JSON", () => "{email", 400],
      ["over 4 KB", () => JSON.stringify({ email: "a@example.com", lang: "en", pad: "x".repeat(5000) }), 413],
    ];
    for (const [name, body, status] of cases) {
      const [fast, viaNext] = await both(body);
      expect([fast.status, viaNext.status], name).toEqual([status, status]);
      // Who answered: Next.js adds its Vary.
      expect([fast.byNext, viaNext.byNext], name).toEqual([false, true]);
      expect({ ...fast, byNext: true }, name).toEqual(viaNext);
    }
    let refused: Awaited<ReturnType<typeof both>> | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const answers = await both(address(`limit-${i}`));
      if (answers[0].status === 429) refused = answers;
    }
    expect(refused?.[1].status).toBe(429);
    expect({ ...refused?.[0], byNext: true }).toEqual(refused?.[1]);
  });
});

describe("a production start without the CSP script hashes", { timeout: 240_000 }, () => {
  it("is refused, with a message that says how to build", async () => {
    // A copy of the build (hard links, cheap) without the manifest, started with `next start`,
    // the one way in that does not go through the build check of scripts/start.mjs.
    const copy = `.next-no-hashes-${process.pid}`;
    const cp = spawn("sh", ["-c", `cp -al .next ${copy} && rm ${copy}/csp-hashes.json`], { cwd: root });
    await new Promise((done) => cp.on("exit", done));
    try {
      const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port + 3)], {
        cwd: root,
        env: siteEnv({ NEXT_DIST_DIR: copy, DATA_DIR: join(dataDir, "no-hashes") }),
      });
      let log = "";
      next.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
      next.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
      fetch(`http://localhost:${port + 3}/`).catch(() => undefined); // in case it waits for a first request
      const code = await new Promise<number | null>((done) => next.on("exit", done));
      expect(code).toBe(1);
      expect(log).toMatch(/csp-hashes\.json\) are missing.*`npm run build`/s);
    } finally {
      rmSync(join(root, copy), { recursive: true, force: true });
    }
  });
});
