import * as z from "zod/mini";
import { languages } from "@/lib/i18n";
import { emailField, formInput, optionalText, requiredText } from "./fields";

export const contactFields = ["firstName", "lastName", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** Contact form (docs/product.md#contact-form): all required but company, with generous limits. */
export const contactSchema = z.object({
  firstName: requiredText("firstNameRequired", 100),
  lastName: requiredText("lastNameRequired", 100),
  email: emailField,
  company: optionalText(200),
  subject: requiredText("subjectRequired", 200),
  message: requiredText("messageRequired", 5_000, "lines"),
  lang: z.catch(z.enum(languages), "en"),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactInput = (form: FormData) => formInput(contactSchema, form);
