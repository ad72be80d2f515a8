import { z } from "zod";
import { languages } from "@/lib/i18n";
import { emailField } from "./fields";

/** Newsletter: one e-mail address, stored trimmed and lower-cased (spec). */
export const newsletterSchema = z.object({
  email: emailField.transform((v) => v.toLowerCase()),
  lang: z.enum(languages).catch("en"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
