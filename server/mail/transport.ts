import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { isValidEmail } from "@/lib/forms/fields";
import type { Mail, MailFile } from "./mail";

/** How a mail leaves: the sender, and the files its attachment references stand for. */
export type Envelope = { from: string; files?: MailFile[] };

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
function message(mail: Mail, { from, files = [] }: Envelope): SendMailOptions {
  const { to, replyTo, subject, text, html, headers } = mail;
  for (const [role, address] of [["recipient", to], ["Reply-To", replyTo]] as const) {
    if (address !== undefined && !isValidEmail(address)) throw new UndeliverableMailError(`${role} is not one plain e-mail address`);
  }
  return {
    from,
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
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: "smtp",
    async send(mail, envelope) {
      await transporter.sendMail(message(mail, envelope));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL (docs/decisions/006-one-command-no-outside-services.md): every mail becomes an .eml file in the outbox folder, to open with any mail program. */
function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail, envelope) {
      const info = await composer.sendMail(message(mail, envelope));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const tmp = join(dir, `.${name}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, join(dir, name));
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.outboxDir);
}
