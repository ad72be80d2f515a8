import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
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
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL (docs/decisions/006-one-command-no-outside-services.md): every mail becomes an .eml file in the outbox folder, to open with any mail program. */
function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail) {
      const info = await composer.sendMail(mail);
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
