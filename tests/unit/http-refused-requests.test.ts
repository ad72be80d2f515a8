import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { refusedPostText } from "@/content/refused-post";
import { FORM_POST_MAX_BYTES } from "@/lib/forms/post-limit";
import { appendForwardedFor } from "@/server/http/client-address";
import { PostSlots } from "@/server/http/form-posts";
import { allowedMethods, methodNotAllowed, refusalOf, refusalPage } from "@/server/http/refused-requests";

describe("X-Forwarded-For as the form services see it", () => {
  const seen = (sent: IncomingHttpHeaders, peer: string | undefined) => {
    const headers = { ...sent };
    appendForwardedFor(headers, peer);
    return headers["x-forwarded-for"];
  };

  it("is created with the socket's address when the client sent none", () => {
    expect(seen({}, "203.0.113.7")).toBe("203.0.113.7");
  });

  it("ends with the socket's address whatever the client forged", () => {
    expect(seen({ "x-forwarded-for": "10.0.0.1" }, "203.0.113.7")).toBe("10.0.0.1, 203.0.113.7");
    expect(seen({ "x-forwarded-for": "1.1.1.1, 2.2.2.2" }, "::1")).toBe("1.1.1.1, 2.2.2.2, ::1");
    expect(seen({ "x-forwarded-for": ["1.1.1.1", "2.2.2.2"] as unknown as string }, "203.0.113.7")).toBe("1.1.1.1, 2.2.2.2, 203.0.113.7");
    expect(seen({ "x-forwarded-for": "  " }, "203.0.113.7")).toBe("203.0.113.7");
  });

  it("writes an IPv4 client of a dual-stack socket as IPv4", () => {
    expect(seen({}, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(seen({}, "2001:db8::1")).toBe("2001:db8::1");
    expect(seen({}, undefined)).toBe("unknown");
  });
});

describe("form posts refused before they are read", () => {
  const post = (url: string, headers: IncomingHttpHeaders) => refusalOf({ method: "POST", url, headers: { host: "localhost:3000", ...headers } });
  const sameOrigin = { origin: "http://localhost:3000", "content-length": "1000" };

  it("lets through a same-origin post within the limit, and a post without Origin (no browser)", () => {
    expect(post("/apply", sameOrigin)).toBeUndefined();
    expect(post("/apply", { ...sameOrigin, "content-length": String(FORM_POST_MAX_BYTES) })).toBeUndefined();
    expect(post("/fi", { "content-length": "10" })).toBeUndefined();
  });

  it("refuses a post larger than the limit from its declared length", () => {
    expect(post("/apply", { ...sameOrigin, "content-length": String(FORM_POST_MAX_BYTES + 1) })).toBe("tooLarge");
  });

  it("refuses a post from another site, from an opaque origin and a cross-site fetch", () => {
    expect(post("/apply", { ...sameOrigin, origin: "https://evil.example" })).toBe("foreignOrigin");
    expect(post("/fi/hae-tyopaikkaa", { ...sameOrigin, origin: "null" })).toBe("foreignOrigin");
    expect(post("/apply", { ...sameOrigin, "sec-fetch-site": "cross-site" })).toBe("foreignOrigin");
  });

  it("refuses a body of unknown length", () => {
    expect(post("/apply", { origin: "http://localhost:3000", "transfer-encoding": "chunked" })).toBe("lengthRequired");
  });

  it("leaves other methods, the JSON API and the build's files alone", () => {
    const huge = { "content-length": String(FORM_POST_MAX_BYTES * 2), origin: "https://evil.example" };
    expect(refusalOf({ method: "GET", url: "/apply", headers: huge })).toBeUndefined();
    expect(post("/api/newsletter", huge)).toBeUndefined();
    expect(post("/_astro/page.AbC123.js", huge)).toBeUndefined();
  });
});

describe("the refusal page", () => {
  it("answers in the language of the page posted to, with a way back to it", () => {
    const page = refusalPage("tooLarge", "/fi/hae-tyopaikkaa?x=1");
    expect(page.status).toBe(413);
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain(`<h1>${refusedPostText.fi.tooLarge.title}</h1>`);
    expect(page.body).toContain("Tiedosto on liian suuri");
    expect(page.body).toContain(`<a href="/fi/hae-tyopaikkaa">${refusedPostText.fi.back}</a>`);
    expect(page.body).toContain(refusedPostText.fi.backHint);
  });

  it("says File too large in English, 403 for a foreign origin, 411 without a length", () => {
    expect(refusalPage("tooLarge", "/apply").body).toContain("<h1>File too large</h1>");
    expect(refusalPage("foreignOrigin", "/apply").status).toBe(403);
    expect(refusalPage("foreignOrigin", "/fi").body).toContain(refusedPostText.fi.foreignOrigin.message);
    expect(refusalPage("lengthRequired", "/about").status).toBe(411);
  });

  it("says when to come back: 429 for too many posts, 503 for too many large ones at once, with Retry-After", () => {
    const limited = refusalPage("rateLimited", "/fi/hae-tyopaikkaa", 240);
    expect([limited.status, limited.headers["Retry-After"]]).toEqual([429, "240"]);
    expect(limited.body).toContain(`<h1>${refusedPostText.fi.rateLimited.title}</h1>`);
    const busy = refusalPage("busy", "/apply", 30);
    expect([busy.status, busy.headers["Retry-After"]]).toEqual([503, "30"]);
    expect(busy.body).toContain(refusedPostText.en.busy.message);
    expect(busy.body).toContain('<a href="/apply">');
  });

  it("links an unknown page's visitor to the home page of its language", () => {
    expect(refusalPage("tooLarge", "/fi/ei-ole").body).toContain('<a href="/fi">');
    expect(refusalPage("tooLarge", "/nothing/here").body).toContain('<a href="/">');
  });

  it("is never cached and carries the site's security headers and a tight policy", () => {
    const { headers } = refusalPage("foreignOrigin", "/apply");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none'/);
    expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
  });
});

describe("methods", () => {
  it("answers GET, HEAD and POST on pages and the API, GET and HEAD on files", () => {
    expect(allowedMethods("/fi/hae-tyopaikkaa")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/api/newsletter")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods("/_astro/page.AbC123.js")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/icon.svg?v=1")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/og/home-en.png")).toEqual(["GET", "HEAD"]);
  });

  it("refuses every other method with 405, Allow and the security headers, as JSON under /api", () => {
    expect(methodNotAllowed({ method: "GET", url: "/", headers: {} })).toBeUndefined();
    for (const [method, url, allow] of [
      ["TRACE", "/", "GET, HEAD, POST"],
      ["OPTIONS", "/_astro/page.AbC123.js", "GET, HEAD"],
      ["POST", "/_astro/page.AbC123.js", "GET, HEAD"],
      ["DELETE", "/about", "GET, HEAD, POST"],
    ]) {
      const answer = methodNotAllowed({ method, url, headers: {} });
      expect([answer?.status, answer?.headers.Allow], `${method} ${url}`).toEqual([405, allow]);
      expect(answer?.headers["Strict-Transport-Security"]).toMatch(/max-age/);
      expect(answer?.headers["X-Content-Type-Options"]).toBe("nosniff");
    }
    const api = methodNotAllowed({ method: "PUT", url: "/api/newsletter", headers: {} });
    expect([api?.headers["Content-Type"], JSON.parse(api!.body)]).toEqual(["application/json", { status: "error", error: "method_not_allowed" }]);
  });
});

describe("slots for large posts", () => {
  it("gives a few at once; one more waits for a slot given back, or is refused after its wait", async () => {
    const slots = new PostSlots(2, 50);
    const [a, b] = [await slots.take(), await slots.take()];
    expect([a, b].every(Boolean)).toBe(true);
    expect(await slots.take()).toBeUndefined(); // waited 50 ms
    const waiting = slots.take();
    a!();
    a!(); // a slot is given back once
    const c = await waiting;
    expect(c).toBeTypeOf("function");
    expect(await slots.take()).toBeUndefined();
    b!();
    c!();
    expect(await slots.take()).toBeTypeOf("function");
    expect(await slots.take()).toBeTypeOf("function");
  });
});
