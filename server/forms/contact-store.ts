import { serverConfig } from "../config";
import type { ContactInput } from "@/lib/forms/contact-schema";
import { contactMessages } from "../db/schema";
import { one, type Database } from "../db/database";
import { enqueueMail } from "../mail/outbox";
import { contactMail } from "../mail/templates";

/** Stores the message and queues its mail to the company inbox, in one transaction. */
export async function storeContactMessage(db: Database, input: ContactInput): Promise<number> {
  return db.transaction(async (tx) => {
    const { firstName, lastName, email, company, subject, message, lang } = input;
    const { id } = one(
      await tx
        .insert(contactMessages)
        .values({ firstName, lastName, email, company, subject, message, language: lang })
        .returning({ id: contactMessages.id }),
    );
    await enqueueMail(tx, contactMail({ to: serverConfig().MAIL_TO_CONTACT, ...input }));
    return id;
  });
}
