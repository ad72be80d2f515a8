import { applicationSchema } from "./application-schema";
import { contactSchema } from "./contact-schema";
import { firstIssue, formInput } from "./fields";
import { newsletterSchema } from "./newsletter-schema";

type Schema = typeof newsletterSchema | typeof contactSchema | typeof applicationSchema;

/** The server's own schema on a form's data: the first problem in field order, or null. */
const check =
  <S extends Schema>(schema: S) =>
  (data: FormData) => {
    const result = schema.safeParse(formInput(schema, data));
    return result.success ? null : firstIssue<keyof S["shape"] & string>(result.error);
  };

/** The checks the browser runs before sending a form. */
export const browserChecks = { newsletter: check(newsletterSchema), contact: check(contactSchema), apply: check(applicationSchema) };

export type BrowserCheck = keyof typeof browserChecks;
