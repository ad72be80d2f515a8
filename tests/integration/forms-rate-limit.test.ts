import "./helpers/env";
import { describe, expect, it } from "vitest";
import { subscribePost } from "./helpers/api";
import { parseServerConfig } from "@/server/config";
import { openPostgres } from "@/server/db/postgres";
import { SharedLimiter } from "@/server/forms/rate-limit";
import { clientAddress } from "@/server/forms/request";
import { postgresBackend } from "./helpers/db";

// The site server appends the TCP peer's address to X-Forwarded-For before a service reads a request
// (server/http/site-server.ts), so the last entry is the socket's and every earlier one came from outside.
describe("the client's address (docs/decisions/010-client-address-and-shared-limits.md)", () => {
  it("is the entry TRUST_PROXY hops from the right: 0 the socket, 1 the nearest proxy's, the leftmost when there are fewer", () => {
    const headers = new Headers({ "x-forwarded-for": "198.51.100.1, 203.0.113.7 ,10.0.0.2" });
    expect([0, 1, 2, 3, 9].map((hops) => clientAddress(headers, hops))).toEqual(["10.0.0.2", "203.0.113.7", "198.51.100.1", "198.51.100.1", "198.51.100.1"]);
    expect(clientAddress(new Headers(), 0)).toBe("unknown");
    expect(clientAddress(new Headers({ "x-real-ip": "6.6.6.6" }), 0)).toBe("unknown");
  });

  it("cannot be chosen by a client with TRUST_PROXY=0: a forged X-Forwarded-For keeps the socket's key", async () => {
    const socket = "192.0.2.200";
    const forged = (fake: string) => new Headers({ "x-forwarded-for": `${fake}, ${socket}`, "x-real-ip": fake });
    expect(new Set(["6.6.6.6", "7.7.7.7", "1.2.3.4, 5.6.7.8"].map((fake) => clientAddress(forged(fake), 0)))).toEqual(new Set([socket]));

    process.env.FORM_RATE_LIMIT = "3";
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("ai-solutions-site.rate-limiters")];
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await subscribePost(
          new Request("http://localhost/api/newsletter", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.9.9.${i}, ${socket}` },
            body: "{}",
          }),
        );
        codes.push(res.status);
      }
      expect(codes).toEqual([422, 422, 422, 429]);
    } finally {
      process.env.FORM_RATE_LIMIT = "1000";
      delete (globalThis as Record<symbol, unknown>)[Symbol.for("ai-solutions-site.rate-limiters")];
    }
  });

  it("reads TRUST_PROXY as a whole number of hops, 0 by default", () => {
    expect(parseServerConfig({}).TRUST_PROXY).toBe(0);
    expect(parseServerConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    for (const bad of ["-1", "1.5", "yes"]) expect(() => parseServerConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe.skipIf(!postgresBackend.enabled)("rate-limit counts on PostgreSQL", () => {
  it("are shared by two instances on one database, per form and address, and say when to retry", async () => {
    const { db, url, cleanup } = await postgresBackend.open();
    const other = openPostgres(url!);
    try {
      const [a, b] = [db, other].map((handle) => new SharedLimiter(async () => handle, "newsletter", 3));
      const aContact = new SharedLimiter(async () => db, "contact", 3);
      const verdicts = [];
      for (const limiter of [a, b, a, b]) verdicts.push((await limiter!.consume("203.0.113.50")).ok);
      expect(verdicts).toEqual([true, true, true, false]);
      const refused = await a!.consume("203.0.113.50");
      expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number) });
      expect(refused.ok === false && refused.retryAfter).toBeGreaterThan(500);
      expect((await b!.consume("203.0.113.51")).ok).toBe(true);
      expect((await aContact.consume("203.0.113.50")).ok).toBe(true);
      // Ten posts at once from one address still let exactly the limit through.
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).consume("203.0.113.52")));
      expect(burst.filter((v) => v.ok)).toHaveLength(3);
    } finally {
      await other.close();
      await cleanup();
    }
  });
});
