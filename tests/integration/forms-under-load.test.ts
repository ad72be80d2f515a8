import "./helpers/env";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { subscribePost } from "./helpers/api";
import { mailOutbox, newsletterSubscribers } from "@/server/db/schema";
import { subscribe } from "@/server/forms/newsletter-store";
import { createMailTransport } from "@/server/mail/transport";
import { OutboxWorker } from "@/server/mail/worker";
import { pgliteBackend, rows, suiteDatabase } from "./helpers/db";

const post = (email: string) =>
  subscribePost(
    new Request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, lang: "en" }),
    }),
  );

describe("the newsletter under load (PGlite)", () => {
  const db = suiteDatabase(pgliteBackend, { install: true });
  const outbox = mkdtempSync(join(tmpdir(), "forms-load-outbox-"));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
  beforeEach(async () => {
    for (const table of [mailOutbox, newsletterSubscribers]) await db.delete(table);
  });

  it("answers another request while posts wait for the database, instead of after all of them", { timeout: 60_000 }, async () => {
    // Another visitor's request to the same process: it needs a connection accepted and read.
    const page = createServer((_, res) => res.end("page"));
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    try {
      let stored = 0;
      const posts = Array.from({ length: 200 }, (_, i) =>
        post(`load-${i}@example.com`).then((response) => {
          stored++;
          return response.status;
        }),
      );
      const answer = await fetch(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`).then((r) => r.text());
      const storedBeforeTheAnswer = stored;
      expect(answer).toBe("page");
      expect(new Set(await Promise.all(posts))).toEqual(new Set([201]));
      // PGlite runs on this thread: when its queue of statements ran back to back, the page
      // was answered only after all 200. Each statement now leaves the event loop a turn.
      expect(storedBeforeTheAnswer).toBeLessThan(100);
    } finally {
      page.close();
    }
  });

  const worker = (busy: () => boolean, maxDeferMs: number) =>
    new OutboxWorker(async () => db, createMailTransport({ outboxDir: outbox }), { from: "no-reply@site.test", busy, maxDeferMs, log: () => undefined });

  it("the outbox worker leaves the database to submissions being stored, and sends once they are over", async () => {
    await subscribe(db, { email: "waits@example.com", lang: "en" });
    let busy = true;
    let asked = 0;
    const run = worker(() => (asked++, busy), 60_000).runOnce();
    const first = await Promise.race([run.then(() => "sent"), until(() => asked >= 5).then(() => "waiting")]);
    expect(first).toBe("waiting");
    expect(await rows(db, sql`SELECT status, attempts FROM mail_outbox`)).toEqual([{ status: "pending", attempts: 0 }]);
    busy = false;
    expect(await run).toBe(1);
    expect(readdirSync(outbox).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
  });

  it("under posts that never stop, the worker still sends a batch every maxDeferMs", async () => {
    await subscribe(db, { email: "busy@example.com", lang: "en" });
    let asked = 0;
    const started = Date.now();
    expect(await worker(() => (asked++, true), 300).runOnce()).toBe(1);
    expect(asked).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
