import { readFile } from "node:fs/promises";
import { positions } from "@/content/positions";
import { serverConfig } from "../config";
import type { Application } from "@/lib/forms/application-schema";
import { keepCvFile, removeCvFile } from "../db/cv-files";
import { jobApplications } from "../db/schema";
import { one, type Db } from "../db/database";
import { enqueueMail } from "../mail/outbox";
import { applicationMail } from "../mail/templates";
import type { CheckedCv } from "./cv-content";

/** The application as the form sent it, with its CV checked and the position's id (its file's name in content/positions) checked open by the handler. */
export type ApplicationRecord = Omit<Application, "position" | "cv"> & { positionId: string; cv: CheckedCv };

/**
 * Stores the application with its CV and queues the mail to the hiring inbox, in one transaction.
 * With PGlite the CV is a file beside the database, durable before the row that names it
 * (server/db/cv-files.ts); with PostgreSQL it is in the row, read from the upload's file first.
 */
export async function storeApplication(db: Db, input: ApplicationRecord): Promise<number> {
  const { positionId, name, email, phone, coverLetter, lang } = input;
  const { content, fileName: cvFileName, mime: cvType, size: cvSize } = input.cv;
  // The title comes from our own content, not from the form, in the applicant's language.
  const jobTitle = positions().find((p) => p.id === positionId)![lang].title;
  const cvFile = db.cvDir ? await keepCvFile(db.cvDir, content) : null;
  const cv = cvFile ? null : "bytes" in content ? content.bytes : await readFile(content.path);
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(jobApplications)
        .values({ positionId, jobTitle, name, email, phone, coverLetter, cv, cvFile, cvFileName, cvType, cvSize, language: lang })
        .returning({ id: jobApplications.id });
      const applicationId = one(inserted).id;
      const to = serverConfig().MAIL_TO_HIRING;
      await enqueueMail(tx, applicationMail({ to, applicationId, jobTitle, name, email, phone, coverLetter, cvFileName, lang }));
      return applicationId;
    });
  } catch (error) {
    if (cvFile) await removeCvFile(db.cvDir!, cvFile);
    throw error;
  }
}
