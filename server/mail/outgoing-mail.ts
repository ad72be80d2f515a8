import type { Readable } from "node:stream";
import type { AttachmentRef } from "../db/schema";

export type { AttachmentRef };

/** A mail as the site writes it: the templates make it, the outbox stores it, the transport sends it. */
export type Mail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Stored by reference; the worker loads the files when it sends the mail. */
  attachments?: AttachmentRef[];
};

/** A file attached to a mail being sent: its bytes, read as the mail is sent from a stream or from a file. */
export type MailFile = { filename: string; contentType: string } & ({ content: Buffer | Readable } | { path: string });
