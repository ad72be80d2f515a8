import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_CONTROL } from "@/lib/page-cache-control";
import { chooseEncoding, type Encoding } from "@/server/http/encoding";
import { siteFiles } from "@/server/http/site-files";

describe("the encoding a page is sent in (HTTP's rules, negotiator)", () => {
  it("is brotli when accepted, else gzip, else none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });

  it("follows the q-values, and takes q=0 as a refusal", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br; q=0.0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("BR;q=0.5")).toBe("br");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.1")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0, *")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
  });

  it("sends nothing when identity is refused too: the answer is then 406", () => {
    expect(chooseEncoding("identity;q=0")).toBeUndefined();
    expect(chooseEncoding("*;q=0")).toBeUndefined();
    expect(chooseEncoding("br;q=0, gzip;q=0, identity;q=0")).toBeUndefined();
    expect(chooseEncoding("gzip, identity;q=0")).toBe("gzip");
  });
});

/** The built files (server/http/site-files.ts): Astro's dist/client, with the policies of _headers.json. */
describe("the built site's files, answered from memory", () => {
  let distDir: string;
  let answer: ReturnType<typeof siteFiles>;
  const page = `<!DOCTYPE html><html lang="en"><head><title>About</title></head><body>${"<p>About the company.</p>".repeat(50)}</body></html>`;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(distDir, path)), { recursive: true });
    writeFileSync(join(distDir, path), text);
  };
  const get = (path: string, encoding: Encoding = "identity", headers: Record<string, string> = {}, method = "GET") => answer({ method, headers }, path, encoding);

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), "site-files-"));
    write("client/index.html", "<!DOCTYPE html><title>Home</title>");
    write("client/about.html", page);
    write("client/fi/tietoa-meista.html", page.replace('lang="en"', 'lang="fi"'));
    write("client/_astro/page.AbC123.js", "console.log(1)");
    write("client/icon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    write("client/og/en/about.png", "not really a png");
    write("client/blog/rss.xml", "<rss/>");
    write("_headers.json", JSON.stringify([{ pathname: "/about", headers: [{ key: "Content-Security-Policy", value: "script-src 'self' 'sha256-x'" }] }]));
    answer = siteFiles(distDir);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("answers a page by its address, with the policy Astro computed for it and a short shared-cache life", () => {
    const about = get("/about")!;
    expect(about.status).toBe(200);
    expect(about.body?.toString()).toBe(page);
    expect(about.headers).toMatchObject({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "script-src 'self' 'sha256-x'",
      "Cache-Control": PAGE_CACHE_CONTROL,
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    });
    expect(PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(get("/")!.body?.toString()).toContain("<title>Home</title>");
    expect(get("/fi/tietoa-meista")!.headers["Content-Security-Policy"]).toBeUndefined(); // none listed for it
  });

  it("sends a page compressed as the browser accepts, compressed once, with its length; a HEAD without the body", () => {
    const br = get("/about", "br")!;
    expect(br.headers["Content-Encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body!).toString()).toBe(page);
    expect(br.headers["Content-Length"]).toBe(String(br.body!.length));
    const gzip = get("/about", "gzip")!;
    expect(gzip.headers["Content-Encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body!).toString()).toBe(page);
    expect(get("/about", "br")!.body).toBe(br.body);
    const head = get("/about", "br", {}, "HEAD")!;
    expect([head.body, head.headers["Content-Length"]]).toEqual([undefined, br.headers["Content-Length"]]);
  });

  it("lets a browser revalidate with the ETag: 304 without a body", () => {
    const { ETag } = get("/about")!.headers;
    expect(ETag).toMatch(/^"[\w-]{27}"$/);
    for (const known of [ETag!, `W/${ETag}`, `"other", ${ETag}`, "*"]) {
      const revalidated = get("/about", "br", { "if-none-match": known })!;
      expect([revalidated.status, revalidated.body], known).toEqual([304, undefined]);
      expect(revalidated.headers).toEqual({ ETag, Vary: "Accept-Encoding", "Cache-Control": PAGE_CACHE_CONTROL });
    }
    expect(get("/about", "identity", { "if-none-match": '"other"' })!.status).toBe(200);
  });

  it("keeps the build's hashed files for good and the others an hour; share images may be embedded elsewhere", () => {
    expect(get("/_astro/page.AbC123.js")!.headers).toMatchObject({ "Cache-Control": "public, max-age=31536000, immutable", "Content-Type": "text/javascript; charset=utf-8" });
    const image = get("/og/en/about.png", "br")!;
    expect(image.headers).toMatchObject({ "Cache-Control": "public, max-age=3600", "Content-Type": "image/png", "Cross-Origin-Resource-Policy": "cross-origin" });
    expect(image.headers["Content-Encoding"]).toBeUndefined(); // not compressible
    expect(get("/blog/rss.xml")!.headers["Content-Type"]).toBe("application/rss+xml; charset=utf-8");
    expect(get("/favicon.ico")!.headers["Content-Type"]).toBe("image/svg+xml");
  });

  it("answers nothing for a path without a file, leaving it to the pages made on request", () => {
    for (const path of ["/jobs", "/no-such-page", "/../_headers.json", "/%2e%2e/_headers.json", "/%E0%A4%A", "/about%00.html"]) {
      expect(get(path), path).toBeUndefined();
    }
  });
});
