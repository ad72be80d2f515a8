import "server-only";
import { serverConfig } from "../config";
import type { ContactInput } from "@/lib/forms/contact-schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { contactMail } from "../mail/templates";

/** Stores the message and queues its mail to the company inbox, in one transaction. */
export async function storeContactMessage(db: Db, input: ContactInput): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO contact_messages (first_name, last_name, email, company, subject, message, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [input.firstName, input.lastName, input.email, input.company, input.subject, input.message, input.lang],
    );
    await enqueueMail(tx, contactMail({ to: serverConfig().MAIL_TO_CONTACT, ...input }));
    return rows[0]!.id;
  });
}
