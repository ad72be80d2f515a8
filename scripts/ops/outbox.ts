/**
 * The mail outbox: mails not delivered yet, and dead letters (docs/decisions/032-dead-letter-mails.md).
 *   npm run ops:outbox -- list          undelivered and dead mails, oldest first
 *   npm run ops:outbox -- retry <id>    makes a dead or waiting mail due now, with its attempts counted afresh
 *   npm run ops:outbox -- drop <id>     deletes a dead or waiting mail: it will not be sent
 * A running server picks a retried mail up within seconds.
 */
import { dropMail, retryMail, undeliveredMails, type OperatorResult } from "@/server/mail/outbox";
import { commandLine, fail, parseId, printable } from "./cli";
import { withDb } from "./db";

const usage = "Usage: npm run ops:outbox -- list | retry <id> | drop <id>";
const { positionals } = commandLine(usage, { allowPositionals: true });
const [command, idArg] = positionals;
const id = parseId(idArg);
if (!(command === "list" && positionals.length === 1) && !((command === "retry" || command === "drop") && positionals.length === 2 && id)) fail(usage, 2);

const time = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

const answers: Record<OperatorResult, string> = {
  retrying: `mail ${id} is due now; the server sends it within seconds.`,
  dropped: `mail ${id} dropped: it will not be sent.`,
  missing: `No mail ${id} in the outbox.`,
  sent: `mail ${id} was sent already.`,
  sending: `mail ${id} is being sent right now; try again in a few minutes.`,
};

await withDb(async (db) => {
  if (command === "list") {
    const mails = await undeliveredMails(db);
    if (mails.length === 0) console.log("No undelivered mails.");
    for (const m of mails) {
      const when = m.status === "dead" ? "given up" : `next attempt ${time(m.nextAttemptAt)}`;
      console.log(`#${m.id}  ${m.status}  queued ${time(m.createdAt)}  ${m.attempts} attempts, ${when}  to ${printable(m.to)}  "${printable(m.subject)}"`);
      if (m.lastError) console.log(`    last error: ${printable(m.lastError)}`);
    }
    return;
  }
  const result = command === "retry" ? await retryMail(db, id!) : await dropMail(db, id!);
  if (result === "retrying" || result === "dropped") console.log(answers[result]);
  else fail(answers[result]);
});
