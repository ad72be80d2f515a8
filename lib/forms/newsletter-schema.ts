import * as z from "zod/mini";
import { languages } from "@/lib/i18n";
import { emailField } from "./fields";

/** Newsletter: one e-mail address, stored trimmed and lower-cased (docs/product.md#newsletter-form). */
export const newsletterSchema = z.object({
  email: emailField.check(z.toLowerCase()),
  lang: z.catch(z.enum(languages), "en"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
