import "server-only";
import type { Queryable } from "../db/types";

/** A file to attach, by reference: the CV stays in its table instead of being copied. */
export type AttachmentRef = { kind: "jobApplicationCv"; applicationId: number };

export type QueuedMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: AttachmentRef[];
};

export type OutboxRow = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  attachments: AttachmentRef[];
  attempts: number;
};

/** Queues a mail. Call it with the submission's transaction so that both are stored or neither. */
export async function enqueueMail(tx: Queryable, mail: QueuedMail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, html_body, headers, attachments)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING id`,
    [
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify(mail.headers ?? {}),
      JSON.stringify(mail.attachments ?? []),
    ],
  );
  return rows[0]!.id;
}

/**
 * Claims up to `limit` due mails. SKIP LOCKED lets several server instances claim at once
 * without taking the same row; the claim is a lease: a row whose sender died becomes due
 * again when `leaseSeconds` have passed.
 */
export async function claimDueMails(db: Queryable, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `WITH due AS (
       SELECT id FROM mail_outbox
       WHERE status <> 'sent' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     UPDATE mail_outbox m
     SET status = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     FROM due WHERE m.id = due.id
     RETURNING m.id, m.to_address, m.reply_to, m.subject, m.text_body, m.html_body, m.headers, m.attachments, m.attempts`,
    [limit, leaseSeconds],
  );
  return rows;
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [id]);
}

export async function markFailed(db: Queryable, id: number, retryInSeconds: number, error: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'pending', next_attempt_at = now() + make_interval(secs => $2), last_error = $3
     WHERE id = $1`,
    [id, retryInSeconds, error.slice(0, 2000)],
  );
}

/** Exponential back-off: base, 2 x base, 4 x base... capped at max. Retried until delivered (docs/decisions/016-transactional-mail-outbox.md). */
export function backoffSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}
