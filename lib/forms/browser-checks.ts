import { applicationInput, applicationSchema } from "./application-schema";
import { contactInput, contactSchema } from "./contact-schema";
import { firstIssue } from "./fields";
import { newsletterSchema } from "./newsletter-schema";

/**
 * The checks the browser runs before sending a form: the server's own schemas on the form's data.
 * Each answers the first problem in field order, or null.
 */
export const browserChecks = {
  newsletter(data: FormData) {
    const check = newsletterSchema.safeParse({ email: data.get("email"), lang: data.get("lang") });
    return check.success ? null : firstIssue<"email">(check.error);
  },
  contact(data: FormData) {
    const check = contactSchema.safeParse(contactInput(data));
    return check.success ? null : firstIssue<keyof typeof contactSchema.shape>(check.error);
  },
  apply(data: FormData) {
    const check = applicationSchema.safeParse(applicationInput(data));
    return check.success ? null : firstIssue<keyof typeof applicationSchema.shape>(check.error);
  },
};

export type BrowserCheck = keyof typeof browserChecks;
