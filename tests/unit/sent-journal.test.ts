import { mkdtempSync, readFileSync, rmSync, existsSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SentJournal, type DeliveredMail } from "@/server/mail/sent-journal";

describe("the sent journal (mails delivered while the database could not take the marking)", () => {
  const dir = mkdtempSync(join(tmpdir(), "sent-journal-"));
  const file = join(dir, "outbox-sent.journal");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps its mails in a file that a restart reads, until the database takes every marking", async () => {
    const journal = new SentJournal(file);
    await journal.add({ id: 7, createdAtMs: 1 });
    await journal.add({ id: 8, createdAtMs: 2 });
    appendFileSync(file, '{"id": 9, "creat'); // a line cut by a crash while it was written
    const restarted = new SentJournal(file);
    expect(restarted.size).toBe(2);

    const marked: DeliveredMail[] = [];
    await expect(restarted.settle(() => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect([restarted.size, existsSync(file)]).toEqual([2, true]);
    expect(await restarted.settle(async (mail) => void marked.push(mail))).toBe(2);
    expect(marked).toEqual([{ id: 7, createdAtMs: 1 }, { id: 8, createdAtMs: 2 }]);
    expect([restarted.size, existsSync(file)]).toEqual([0, false]);
  });

  it("writes each mail as one line", async () => {
    const journal = new SentJournal(file);
    await journal.add({ id: 1, createdAtMs: 1795684326871 });
    expect(readFileSync(file, "utf8")).toBe('{"id":1,"createdAtMs":1795684326871}\n');
  });
});
