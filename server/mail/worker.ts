import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { logText } from "@/lib/log-text";
import { cvFilePath } from "../db/cv-files";
import { cvFromRow } from "../db/cv-in-row";
import { jobApplications } from "../db/schema";
import { describeDbError, type Db } from "../db/database";
import type { AttachmentRef, MailFile } from "./outgoing-mail";
import { backoffSeconds, claimDueMails, mailOf, markDead, markDelivered, markFailed, markSent, type OutboxRow } from "./outbox";
import { SentJournal } from "./sent-journal";
import { UndeliverableMailError, type MailTransport } from "./transport";

/**
 * Attempts before a mail is given up (docs/decisions/032-dead-letter-mails.md): with back-off
 * from 30 s capped at 1 h, about a day of trying, so a mail server's outage over a night loses
 * nothing, while a mail nobody can deliver stops being retried.
 */
const MAX_ATTEMPTS = 30;
const RETRY_MAX_SECONDS = 3_600;

/** Why no retry can help, or undefined: a 5xx answer from the mail server, or an address the site refuses to mail. */
function permanentFailure(error: unknown): string | undefined {
  if (error instanceof UndeliverableMailError) return "refused by the site";
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600 ? `permanent failure ${code}` : undefined;
}

export type WorkerOptions = {
  from: string;
  /** How often to look for due mails when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  retryBaseSeconds?: number;
  maxAttempts?: number;
  /**
   * Whether visitors' submissions are being stored right now: a batch then waits for them, up to
   * `maxDeferMs`, since they answer a person and a mail can wait (docs/decisions/034-database-statements-take-turns.md).
   */
  busy?: () => boolean;
  maxDeferMs?: number;
  /** The file of the sent journal (server/mail/sent-journal.ts); without it the journal lives as long as the process. */
  journalFile?: string;
  log?: (message: string) => void;
};

/** How often a deferred batch looks again whether the submissions are over. */
const DEFER_CHECK_MS = 10;

/** The files a mail's attachment references stand for: a CV in its row, or (PGlite) the file beside the database, both read as the mail is sent. */
async function loadAttachments(db: Db, refs: AttachmentRef[] = []): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs) {
    if (ref.kind !== "jobApplicationCv") continue;
    const { cv, cvFileName, cvType, cvSize, cvFile } = jobApplications;
    const [row] = await db
      .select({ filename: cvFileName, contentType: cvType, size: cvSize, file: cvFile, inRow: sql<boolean>`${cv} IS NOT NULL` })
      .from(jobApplications)
      .where(eq(jobApplications.id, ref.applicationId));
    // Purged since it was queued: the notification goes out without the file.
    if (!row) continue;
    const { filename, contentType, inRow, size, file } = row;
    if (inRow) files.push({ filename, contentType, content: cvFromRow(db, ref.applicationId, size) });
    else if (file && db.cvDir && existsSync(cvFilePath(db.cvDir, file))) files.push({ filename, contentType, path: cvFilePath(db.cvDir, file) });
  }
  return files;
}

/** Delivers the mail outbox: claims due rows, sends them, and reschedules failures with back-off. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private readonly opts: Required<Omit<WorkerOptions, "journalFile">>;
  private readonly journal: SentJournal;

  constructor(
    /** Asked on every pass, so that a database that was down at start is picked up later. */
    private readonly getDb: () => Promise<Db>,
    private readonly transport: MailTransport,
    options: WorkerOptions,
  ) {
    this.opts = {
      pollMs: 5_000,
      batchSize: 10,
      leaseSeconds: 300,
      retryBaseSeconds: 30,
      maxAttempts: MAX_ATTEMPTS,
      busy: () => false,
      maxDeferMs: 1_000,
      log: (message) => console.log(`[outbox] ${message}`),
      ...options,
    };
    this.journal = new SentJournal(options.journalFile);
  }

  start() {
    this.started = true;
    this.stopping = false;
    this.wake();
  }

  /** Looks for due mails now (after a submission queued one). */
  wake() {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopping) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.opts.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Stops taking new work and waits for the deliveries in progress. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: delivers every due mail. Returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      await this.yieldToSubmissions();
      const db = await this.getDb();
      // Mails delivered while the database was away are marked before anything is claimed.
      if (this.journal.size > 0) this.opts.log(`marked ${await this.journal.settle((mail) => markDelivered(db, mail))} delivered mail(s) sent`);
      const batch = await claimDueMails(db, this.opts.batchSize, this.opts.leaseSeconds);
      if (batch.length === 0) return sent;
      for (const row of batch) if (await this.deliver(db, row)) sent++;
      if (this.stopping) return sent; // shutdown: finish this batch, leave the rest for the next start
    }
  }

  /** Under a burst of posts, one batch at least every `maxDeferMs`; at once when nobody posts. */
  private async yieldToSubmissions() {
    const until = Date.now() + this.opts.maxDeferMs;
    while (this.opts.busy() && !this.stopping && Date.now() < until) await sleep(DEFER_CHECK_MS);
  }

  private async drain() {
    try {
      await this.runOnce();
    } catch (error) {
      // Database down: the rows stay due, the journal keeps its entries, and the next poll tries again.
      this.opts.log(`cannot reach the outbox: ${logText(describeDbError(error))}`);
    }
  }

  private async deliver(db: Db, row: OutboxRow): Promise<boolean> {
    const envelope = { from: this.opts.from, key: `${row.id}.${row.createdAt.getTime()}` };
    try {
      const mail = mailOf(row);
      await this.transport.send(mail, { ...envelope, files: await loadAttachments(db, mail.attachments) });
    } catch (error) {
      await this.failed(db, row, error);
      return false;
    }
    try {
      await markSent(db, row.id);
    } catch (error) {
      // Delivered: whatever the database says, this mail is not sent again. The marking is retried.
      this.opts.log(
        `mail ${row.id} was delivered, but marking it sent failed (${logText((error as Error).message)}): ` +
          "the marking is retried until the database answers; the mail is not sent again",
      );
      await this.journal.add({ id: row.id, createdAtMs: row.createdAt.getTime() });
    }
    return true;
  }

  private async failed(db: Db, row: OutboxRow, error: unknown): Promise<void> {
    const message = logText((error as Error).message, 2000);
    const permanent = permanentFailure(error);
    if (permanent || row.attempts >= this.opts.maxAttempts) {
      const why = permanent ?? `${row.attempts} attempts`;
      this.opts.log(`mail ${row.id} gave up (${why}): ${logText(message)}. It stays as a dead letter: npm run ops:outbox -- list`);
      // If even this fails, the lease expires and the row is tried (and given up) again.
      await markDead(db, row.id, message).catch(() => undefined);
      return;
    }
    const wait = backoffSeconds(row.attempts, this.opts.retryBaseSeconds, RETRY_MAX_SECONDS);
    this.opts.log(`mail ${row.id} attempt ${row.attempts} failed, retrying in ${wait}s: ${logText(message)}`);
    // If even this fails, the lease expires and the row becomes due again.
    await markFailed(db, row.id, wait, message).catch(() => undefined);
  }
}
