import { createWriteStream } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { isValidEmail } from "@/lib/forms/fields";
import type { Mail, MailFile } from "./outgoing-mail";

/**
 * How a mail leaves: the sender, the files its attachment references stand for, and the key of the
 * outbox row (its id and creation time): the same on every attempt, it makes the Message-ID and the
 * file transport's file name, so that a mail sent again is recognisably the same mail.
 */
export type Envelope = { from: string; key: string; files?: MailFile[] };

export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(mail: Mail, envelope: Envelope): Promise<void>;
  close(): void;
}

/** A mail that no retry can deliver: the outbox gives it up at once. */
export class UndeliverableMailError extends Error {
  override name = "UndeliverableMailError";
}

/**
 * nodemailer's message: the mail's fields with the sender and the loaded files. Every address
 * must be one plain address (docs/decisions/011-one-email-grammar.md): nodemailer would read a
 * display name, a list or a quoted form out of a string, and send where nobody asked.
 */
function message(mail: Mail, { from, key, files = [] }: Envelope): SendMailOptions {
  const { to, replyTo, subject, text, html, headers } = mail;
  for (const [role, address] of [["recipient", to], ["Reply-To", replyTo]] as const) {
    if (address !== undefined && !isValidEmail(address)) throw new UndeliverableMailError(`${role} is not one plain e-mail address`);
  }
  return {
    from,
    // `<outbox.12.1795684326871@example.com>`: the mail's own id, in the sender's domain.
    messageId: `<outbox.${key}@${from.split("@").at(-1)}>`,
    to: { name: "", address: to },
    replyTo: replyTo && { name: "", address: replyTo },
    envelope: { from, to: [to] },
    subject,
    text,
    html,
    headers,
    attachments: files,
  };
}

/** A real mail server (SMTP_URL). Short timeouts: the outbox retries, so waiting long gains nothing. */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
  return {
    kind: "smtp",
    async send(mail, envelope) {
      await transporter.sendMail(message(mail, envelope));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (docs/decisions/006-one-command-no-outside-services.md): every mail becomes an
 * .eml file in the outbox folder, to open with any mail program. The file is named after the
 * mail, so a mail sent again replaces its file instead of adding one.
 */
function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail, envelope) {
      const info = await composer.sendMail(message(mail, envelope));
      await mkdir(dir, { recursive: true });
      const name = `mail-${envelope.key}.eml`;
      // Streamed (a CV is not held in memory) under a temporary name and renamed, so a reader never sees half a file.
      const tmp = join(dir, `.${name}.tmp`);
      await pipeline(info.message as Readable, createWriteStream(tmp));
      await rename(tmp, join(dir, name));
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.outboxDir);
}
