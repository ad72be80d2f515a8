import { describe, expect, it } from "vitest";
import { chooseEncoding } from "@/server/http/encoding";
import { routeOf } from "@/server/http/prerendered-pages";

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
    expect(get("/")).toEqual({ route: "/", path: "/" });
    expect(get("/fi/tietoa-meista", {}, "HEAD")).toEqual({ route: "/fi/tietoa-meista", path: "/fi/tietoa-meista" });
  });

  it("answers the apply page from the position's variant, the first when ?job= is missing or invalid", () => {
    expect(get("/apply?job=2")).toEqual({ route: "/apply/2", path: "/apply" });
    expect(get("/fi/hae-tyopaikkaa")).toEqual({ route: "/fi/hae-tyopaikkaa/0", path: "/fi/hae-tyopaikkaa" });
    expect(get("/apply?job=nope")).toEqual({ route: "/apply/0", path: "/apply" });
  });

  it("leaves to Next.js what it redirects, the client router's requests and other methods", () => {
    expect(get("/apply/1")).toBeUndefined(); // an internal variant: redirected to its public address
    expect(get("/about?lang=fi")).toBeUndefined();
    expect(get("/about?utm_source=x")).toBeUndefined();
    expect(get("/about", { rsc: "1" })).toBeUndefined();
    expect(get("/about", { "next-router-prefetch": "1" })).toBeUndefined();
    expect(get("/about", {}, "POST")).toBeUndefined();
  });
});
