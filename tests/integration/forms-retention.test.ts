import "./helpers/env";
import { describe, expect, it } from "vitest";
import { drainSubmissions, serverState, ShuttingDownError, trackSubmission } from "@/server/runtime";
import { purge } from "@/scripts/ops/purge";
import { pgliteBackend, suiteDatabase } from "./helpers/db";

describe("retention purge (scripts/ops/purge.ts)", () => {
  const db = suiteDatabase(pgliteBackend);

  it("deletes only what is past its time, and a dry run deletes nothing", async () => {
    await db.exec(`
      INSERT INTO job_applications (position_id, job_title, name, email, phone, cover_letter, cv, cv_file_name, cv_type, cv_size, language, created_at)
      VALUES ('salesRep','t','old','e','p','c','\\x25504446','a.pdf','application/pdf',4,'en', now() - interval '6 months 1 day'),
             ('salesRep','t','new','e','p','c','\\x25504446','a.pdf','application/pdf',4,'en', now() - interval '5 months');
      INSERT INTO contact_messages (first_name, last_name, email, subject, message, language, created_at)
      VALUES ('old','x','e','s','m','fi', now() - interval '2 years 1 day'), ('new','x','e','s','m','fi', now() - interval '23 months');
      INSERT INTO newsletter_subscribers (email, status, language, confirm_token, unsubscribe_token, updated_at)
      VALUES ('gone@x.fi','unsubscribed','fi','c1','u1', now()), ('stale@x.fi','pending','fi','c2','u2', now() - interval '31 days'),
             ('fresh@x.fi','pending','fi','c3','u3', now()), ('kept@x.fi','confirmed','fi','c4','u4', now() - interval '3 years');
      INSERT INTO mail_outbox (to_address, subject, text_body, status, sent_at)
      VALUES ('a','s','t','sent', now() - interval '31 days'), ('b','s','t','sent', now()), ('c','s','t','pending', NULL);
    `);
    const names = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((r) => r.v).sort();
    const snapshot = async () => ({
      applications: await names("SELECT name AS v FROM job_applications"),
      contacts: await names("SELECT first_name AS v FROM contact_messages"),
      subscribers: await names("SELECT email AS v FROM newsletter_subscribers"),
      outbox: await names("SELECT to_address AS v FROM mail_outbox"),
    });
    const before = await snapshot();
    expect((await purge(db, true)).map((c) => c.rows)).toEqual([1, 1, 1, 1, 1]);
    expect(await snapshot()).toEqual(before);
    await purge(db, false);
    expect(await snapshot()).toEqual({
      applications: ["new"],
      contacts: ["new"],
      subscribers: ["fresh@x.fi", "kept@x.fi"],
      outbox: ["b", "c"],
    });
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
