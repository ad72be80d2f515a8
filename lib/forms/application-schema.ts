import * as z from "zod/mini";
import { languages } from "@/lib/i18n";
import { cvProblem, type FileLike } from "./cv";
import { emailField, formInput, requiredText } from "./fields";

export const applicationFields = ["name", "email", "phone", "coverLetter", "cv"] as const;
export type ApplicationField = (typeof applicationFields)[number];

/**
 * The job application, checked in the product's order (docs/product.md#application-form): name, email, phone, cover letter, CV.
 * The browser and the server use this same schema; the server then checks the CV's content.
 */
export const applicationSchema = z.object({
  name: requiredText("nameRequired", 200),
  email: emailField,
  phone: requiredText("phoneRequired", 50),
  coverLetter: requiredText("coverLetterRequired", 10_000, "lines"),
  cv: z.pipe(
    z.unknown(),
    z.transform((value, ctx): FileLike => {
      const problem = cvProblem(value);
      if (problem) {
        ctx.issues.push({ code: "custom", message: problem, input: value });
        return z.NEVER;
      }
      return value as FileLike;
    }),
  ),
  // The position's id (content/positions), from the page's hidden field; the server checks that it is open (server/forms/handle-application.ts).
  position: z.catch(z.string().check(z.maxLength(100)), ""),
  lang: z.catch(z.enum(languages), "en"),
});

export type Application = z.infer<typeof applicationSchema>;

export const applicationInput = (form: FormData) => formInput(applicationSchema, form);
