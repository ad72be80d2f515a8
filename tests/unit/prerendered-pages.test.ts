import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The positions of the end-to-end build: the real three (open until filled), one closed on 2025-06-30 and one open until 2099-12-31.
process.env.TEST_CONTENT_DIR = join(import.meta.dirname, "..", "fixtures", "content");
const { routeOf } = await import("@/server/http/prerendered-pages");
const { chooseEncoding } = await import("@/server/http/encoding");

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

describe("the requests the fast path answers", () => {
  const get = (url: string, headers: Record<string, string> = {}, method = "GET") => routeOf({ method, url, headers });

  it("answers a plain GET or HEAD of a page with its route", () => {
    expect(get("/")).toEqual({ route: "/", path: "/", status: 200 });
    expect(get("/fi/tietoa-meista", {}, "HEAD")).toEqual({ route: "/fi/tietoa-meista", path: "/fi/tietoa-meista", status: 200 });
  });

  it("answers the jobs and apply pages from today's variant, the first open position when ?job= is missing or invalid", () => {
    expect(get("/jobs")).toEqual({ route: "/jobs/0-1-2-91", path: "/jobs", status: 200 });
    expect(get("/apply?job=2")).toEqual({ route: "/apply/2/0-1-2-91", path: "/apply", status: 200 });
    expect(get("/fi/hae-tyopaikkaa")).toEqual({ route: "/fi/hae-tyopaikkaa/0/0-1-2-91", path: "/fi/hae-tyopaikkaa", status: 200 });
    expect(get("/apply?job=nope")).toEqual({ route: "/apply/0/0-1-2-91", path: "/apply", status: 200 });
  });

  it("answers a closed position's apply page with 410", () => {
    expect(get("/apply?job=90")).toEqual({ route: "/apply/90/0-1-2-91", path: "/apply", status: 410 });
    expect(get("/fi/hae-tyopaikkaa?job=90", {}, "HEAD")).toMatchObject({ status: 410 });
  });

  it("leaves to Next.js what it redirects, the client router's requests and other methods", () => {
    expect(get("/apply/1/0-1-2-91")).toBeUndefined(); // an internal variant: redirected to its public address
    expect(get("/jobs/0-1-2")).toBeUndefined();
    expect(get("/about?lang=fi")).toBeUndefined();
    expect(get("/about?utm_source=x")).toBeUndefined();
    expect(get("/about", { rsc: "1" })).toBeUndefined();
    expect(get("/about", { "next-router-prefetch": "1" })).toBeUndefined();
    expect(get("/about", {}, "POST")).toBeUndefined();
  });
});
