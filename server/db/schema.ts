import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The database schema, in one place. `npx drizzle-kit generate` compares it with the last
 * snapshot in server/db/migrations/meta and writes the next migration
 * (docs/decisions/031-typed-data-access-with-drizzle.md).
 */

/** Binary data (a CV). pg hands back a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const language = () => text("language").$type<"fi" | "en">().notNull();
const languageCheck = (table: string) => check(`${table}_language_check`, sql`language IN ('fi', 'en')`);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique("newsletter_subscribers_email_key"),
    status: text("status").$type<"pending" | "confirmed" | "unsubscribed">().notNull().default("pending"),
    language: language(),
    confirmToken: text("confirm_token").notNull().unique("newsletter_subscribers_confirm_token_key"),
    unsubscribeToken: text("unsubscribe_token").notNull().unique("newsletter_subscribers_unsubscribe_token_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  () => [
    check("newsletter_subscribers_status_check", sql`status IN ('pending', 'confirmed', 'unsubscribed')`),
    languageCheck("newsletter_subscribers"),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    positionId: text("position_id").notNull(),
    jobTitle: text("job_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverLetter: text("cover_letter").notNull(),
    /** The CV itself with PostgreSQL; with PGlite it is a file beside the database, named by `cvFile` (docs/decisions/043-cvs-as-files-beside-pglite.md). */
    cv: bytea("cv"),
    cvFile: text("cv_file"),
    cvFileName: text("cv_file_name").notNull(),
    cvType: text("cv_type").notNull(),
    cvSize: integer("cv_size").notNull(),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    check("job_applications_cv_size_check", sql`cv_size > 0 AND cv_size <= 5242880`),
    check("job_applications_cv_check", sql`(cv IS NULL) <> (cv_file IS NULL)`),
    languageCheck("job_applications"),
    index("job_applications_created_at").on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [languageCheck("contact_messages"), index("contact_messages_created_at").on(t.createdAt)],
);

/** A file to attach, by reference: the CV stays in its table instead of being copied. */
export type AttachmentRef = { kind: "jobApplicationCv"; applicationId: number };

/** Written in the same transaction as the submission it reports; the worker delivers it. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<AttachmentRef[]>().notNull().default([]),
    /** pending: waits for its next attempt; sending: claimed by a worker; dead: given up (docs/decisions/032-dead-letter-mails.md). */
    status: text("status").$type<"pending" | "sending" | "sent" | "dead">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`status IN ('pending', 'sending', 'sent', 'dead')`),
    index("mail_outbox_due").on(t.nextAttemptAt).where(sql`status IN ('pending', 'sending')`),
  ],
);

/**
 * Form posts per client address, shared by every instance on one PostgreSQL
 * (docs/decisions/010-client-address-and-shared-limits.md); PGlite keeps its counts in memory.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** The form and the client's address: "newsletter:203.0.113.9". */
    bucket: text("bucket").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_bucket").on(t.bucket, t.hitAt)],
);
