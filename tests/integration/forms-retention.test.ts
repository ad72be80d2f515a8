import "./helpers/env";
import { readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { drainSubmissions, serverState, ShuttingDownError, trackSubmission } from "@/server/runtime";
import { sql, type SQL } from "drizzle-orm";
import { keepCvFile } from "@/server/db/cv-files";
import { purgeExpired } from "@/server/retention";
import { pgliteBackend, rows, suiteDatabase } from "./helpers/db";

describe("retention purge (server/retention.ts)", () => {
  const db = suiteDatabase(pgliteBackend);

  it("deletes only what is past its time, and a dry run deletes nothing", async () => {
    // PGlite keeps CVs as files beside the database: an old application's, a new one's, and two no row names.
    const cvDir = db.cvDir!;
    const old = Date.now() / 1000 - 7200;
    const [oldCv, newCv, strayOld, strayNew] = await Promise.all(["old", "new", "stray", "fresh"].map(() => keepCvFile(cvDir, { bytes: Buffer.from("%PDF") })));
    for (const name of [oldCv!, newCv!, strayOld!]) utimesSync(join(cvDir, name), old, old);
    await db.execute(sql`
      INSERT INTO job_applications (position_id, job_title, name, email, phone, cover_letter, cv_file, cv_file_name, cv_type, cv_size, language, created_at)
      VALUES ('salesRep','t','old','e','p','c',${oldCv},'a.pdf','application/pdf',4,'en', now() - interval '6 months 1 day'),
             ('salesRep','t','new','e','p','c',${newCv},'a.pdf','application/pdf',4,'en', now() - interval '5 months')`);
    await db.execute(sql`
      INSERT INTO contact_messages (first_name, last_name, email, subject, message, language, created_at)
      VALUES ('old','x','e','s','m','fi', now() - interval '2 years 1 day'), ('new','x','e','s','m','fi', now() - interval '23 months')`);
    await db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, language, confirm_token, unsubscribe_token, updated_at)
      VALUES ('gone@x.fi','unsubscribed','fi','c1','u1', now()), ('stale@x.fi','pending','fi','c2','u2', now() - interval '31 days'),
             ('fresh@x.fi','pending','fi','c3','u3', now()), ('kept@x.fi','confirmed','fi','c4','u4', now() - interval '3 years')`);
    await db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, text_body, status, sent_at)
      VALUES ('a','s','t','sent', now() - interval '31 days'), ('b','s','t','sent', now()), ('c','s','t','pending', NULL)`);
    await db.execute(sql`
      INSERT INTO rate_limit_hits (bucket, hit_at) VALUES ('contact:old', now() - interval '11 minutes'), ('contact:new', now() - interval '9 minutes')`);
    const names = async (query: SQL) => (await rows<{ v: string }>(db, query)).map((r) => r.v).sort();
    const snapshot = async () => ({
      applications: await names(sql`SELECT name AS v FROM job_applications`),
      contacts: await names(sql`SELECT first_name AS v FROM contact_messages`),
      subscribers: await names(sql`SELECT email AS v FROM newsletter_subscribers`),
      outbox: await names(sql`SELECT to_address AS v FROM mail_outbox`),
      limits: await names(sql`SELECT bucket AS v FROM rate_limit_hits`),
      cvFiles: readdirSync(cvDir).sort(),
    });
    const before = await snapshot();
    expect((await purgeExpired(db, { dryRun: true })).map((c) => c.rows)).toEqual([1, 1, 1, 1, 1, 1, 0, 2]);
    expect(await snapshot()).toEqual(before);
    await purgeExpired(db, { dryRun: false });
    expect(await snapshot()).toEqual({
      applications: ["new"],
      contacts: ["new"],
      subscribers: ["fresh@x.fi", "kept@x.fi"],
      outbox: ["b", "c"],
      limits: ["contact:new"],
      // The old application's file went with its row; a file younger than an hour may be one whose row is being written.
      cvFiles: [newCv, strayNew].sort(),
    });
    expect(before.cvFiles).toEqual([oldCv, newCv, strayOld, strayNew].sort());
  });
});

describe("graceful shutdown bookkeeping", () => {
  it("waits for submissions in progress and refuses new ones while draining", async () => {
    let finish!: () => void;
    const running = trackSubmission(() => new Promise<string>((resolve) => (finish = () => resolve("stored"))));
    let drained = false;
    const draining = drainSubmissions().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(drained).toBe(false);
    await expect(trackSubmission(async () => "late")).rejects.toBeInstanceOf(ShuttingDownError);
    finish();
    expect(await running).toBe("stored");
    await draining;
    expect(drained).toBe(true);
    serverState().draining = false;
  });
});
