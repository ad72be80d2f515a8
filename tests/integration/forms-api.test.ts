import "./helpers/env";
import { describe, expect, it } from "vitest";
import { askApi as oneClick, health, subscribePost } from "./helpers/api";
import { installDb } from "@/server/db";
import { sql } from "drizzle-orm";
import { downDb, pgliteBackend, rows, suiteDatabase } from "./helpers/db";

// A low limit for this file; the limiters are created on first use.
process.env.FORM_RATE_LIMIT = "3";
delete (globalThis as Record<symbol, unknown>)[Symbol.for("ai-solutions-site.rate-limiters")];

let ipCounter = 0;
function post(body: unknown, headers: Record<string, string> = {}) {
  return subscribePost(
    new Request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${++ipCounter}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

describe("POST /api/newsletter and /api/health", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });

  it("answers 201 for a new address and 200 for one already on the list", async () => {
    const first = await post({ email: " API@Example.com ", lang: "fi" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "subscribed", message: "Kiitos tilauksesta!" });
    const again = await post({ email: "api@example.com", lang: "en" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "already" });
    expect(await rows(db, sql`SELECT email FROM newsletter_subscribers`)).toEqual([{ email: "api@example.com" }]);
  });

  it("answers 422 for an invalid address, 400 for broken JSON", async () => {
    const bad = await post({ email: "no spaces@example.com", lang: "en" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: "emailInvalid", message: "Invalid email address" });
    expect((await post({ lang: "fi" })).status).toBe(422);
    expect((await post("{not json")).status).toBe(400);
  });

  it("answers 403 to another site's page and accepts its own origin", async () => {
    expect((await post({ email: "x@example.com" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ email: "own@example.com" }, { origin: "http://localhost:3000", host: "localhost:3000" })).status).toBe(201);
  });

  it("answers 413 to a body over 4 KiB", async () => {
    expect((await post({ email: "big@example.com", padding: "x".repeat(5000) })).status).toBe(413);
  });

  it("answers 429 with Retry-After once an address has used its posts", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post({ email: `rate${i}@example.com`, lang: "fi" }, headers)).status);
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await post({ email: "rate9@example.com", lang: "fi" }, headers);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ message: "Olet lähettänyt lomakkeen liian monta kertaa lyhyessä ajassa. Odota muutama minuutti ja yritä uudelleen." });
  });

  it("unsubscribes with one click (POST only)", async () => {
    const token = (await rows<{ unsubscribe_token: string }>(db, sql`SELECT unsubscribe_token FROM newsletter_subscribers WHERE email = 'api@example.com'`))[0]!.unsubscribe_token;
    const res = await oneClick(new Request(`http://localhost/api/newsletter/unsubscribe?token=${token}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(res.status).toBe(200);
    const row = (await rows(db, sql`SELECT status FROM newsletter_subscribers WHERE email = 'api@example.com'`))[0];
    expect(row).toEqual({ status: "unsubscribed" });
  });

  it("answers 503 while the database is down, and health says so", async () => {
    expect((await health()).status).toBe(200);
    const down = await downDb();
    installDb(down);
    try {
      const res = await post({ email: "later@example.com", lang: "en" });
      expect(res.status).toBe(503);
      const h = await health();
      expect(h.status).toBe(503);
      expect(await h.json()).toMatchObject({ status: "unavailable", database: "down" });
    } finally {
      installDb(db);
      await down.close();
    }
  });
});
