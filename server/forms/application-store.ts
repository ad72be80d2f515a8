import { readFile } from "node:fs/promises";
import { positions } from "@/content/positions";
import { serverConfig } from "../config";
import type { Lang } from "@/lib/i18n";
import { keepCvFile, removeCvFile } from "../db/cv-files";
import { jobApplications } from "../db/schema";
import { one, type Db } from "../db/database";
import { enqueueMail } from "../mail/outbox";
import { applicationMail } from "../mail/templates";
import type { CheckedCv } from "./cv-content";

export type ApplicationRecord = {
  /** The position's id (its file's name in content/positions), checked open by the handler. */
  positionId: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  cv: CheckedCv;
  lang: Lang;
};

/**
 * Stores the application with its CV and queues the mail to the hiring inbox, in one transaction.
 * With PGlite the CV is a file beside the database, durable before the row that names it
 * (server/db/cv-files.ts); with PostgreSQL it is in the row, read from the upload's file first.
 */
export async function storeApplication(db: Db, input: ApplicationRecord): Promise<number> {
  // The title comes from our own content, not from the form, in the applicant's language.
  const jobTitle = positions().find((p) => p.id === input.positionId)![input.lang].title;
  const { content } = input.cv;
  const cvFile = db.cvDir ? await keepCvFile(db.cvDir, content) : null;
  const cv = cvFile ? null : "bytes" in content ? content.bytes : await readFile(content.path);
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(jobApplications)
        .values({
          positionId: input.positionId,
          jobTitle,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverLetter: input.coverLetter,
          cv,
          cvFile,
          cvFileName: input.cv.fileName,
          cvType: input.cv.mime,
          cvSize: input.cv.size,
          language: input.lang,
        })
        .returning({ id: jobApplications.id });
      const applicationId = one(inserted).id;
      await enqueueMail(
        tx,
        applicationMail({
          to: serverConfig().MAIL_TO_HIRING,
          applicationId,
          jobTitle,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverLetter: input.coverLetter,
          cvFileName: input.cv.fileName,
          lang: input.lang,
        }),
      );
      return applicationId;
    });
  } catch (error) {
    if (cvFile) await removeCvFile(db.cvDir!, cvFile);
    throw error;
  }
}
