import { existsSync, readFileSync } from "node:fs";
import { open, rm } from "node:fs/promises";

/** A delivered mail: its outbox id and creation time (so that an entry never marks a later row with the same id). */
export type DeliveredMail = { id: number; createdAtMs: number };

/**
 * Mails that were delivered but could not be marked sent, because the database did not answer
 * (docs/decisions/044-a-delivered-mail-is-marked-not-sent-again.md). The marking is retried, never
 * the delivery: the worker marks these before it claims anything, on every pass until the database
 * takes them. The entries are kept in a file (fsynced), so that a restart still knows them.
 */
export class SentJournal {
  private entries: DeliveredMail[];

  constructor(private readonly file?: string) {
    this.entries = file && existsSync(file) ? readEntries(file) : [];
  }

  get size(): number {
    return this.entries.length;
  }

  async add(mail: DeliveredMail): Promise<void> {
    this.entries.push(mail);
    if (!this.file) return;
    const handle = await open(this.file, "a");
    try {
      await handle.write(`${JSON.stringify(mail)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Marks every entry (`mark` throws while the database is down: the entries then stay), then empties the journal. */
  async settle(mark: (mail: DeliveredMail) => Promise<void>): Promise<number> {
    const pending = [...this.entries];
    for (const mail of pending) await mark(mail);
    this.entries = this.entries.filter((mail) => !pending.includes(mail));
    if (this.file && this.entries.length === 0) await rm(this.file, { force: true });
    return pending.length;
  }
}

function readEntries(file: string): DeliveredMail[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as DeliveredMail];
      } catch {
        return []; // a line cut by a crash while it was written
      }
    });
}
