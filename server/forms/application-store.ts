import "server-only";
import { jobs } from "@/content/jobs";
import type { JobId } from "@/lib/jobs";
import { serverConfig } from "../config";
import type { Lang } from "@/lib/i18n";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { applicationMail } from "../mail/templates";
import type { CheckedCv } from "./cv-content";

export type ApplicationRecord = {
  positionId: JobId;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  cv: CheckedCv;
  lang: Lang;
};

/** Stores the application with its CV and queues the mail to the hiring inbox, in one transaction. */
export async function storeApplication(db: Db, input: ApplicationRecord): Promise<number> {
  // The title comes from our own content, not from the form, in the applicant's language.
  const jobTitle = jobs[input.lang][input.positionId].title;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO job_applications
         (position_id, job_title, name, email, phone, cover_letter, cv, cv_file_name, cv_type, cv_size, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        input.positionId,
        jobTitle,
        input.name,
        input.email,
        input.phone,
        input.coverLetter,
        input.cv.bytes,
        input.cv.fileName,
        input.cv.mime,
        input.cv.bytes.length,
        input.lang,
      ],
    );
    const applicationId = rows[0]!.id;
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
}
