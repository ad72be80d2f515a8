import { z } from "zod";
import type { MessageKey } from "./messages";

/** The spec's pattern: something, @, something, a dot, something, and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text field; a missing field (null from FormData) counts as empty. */
export function requiredText(required: MessageKey, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: "tooLong" satisfies MessageKey });
}

export function optionalText(max: number) {
  return z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= max, { error: "tooLong" satisfies MessageKey });
}

export const emailField = z
  .string({ error: "emailRequired" satisfies MessageKey })
  .trim()
  .min(1, { error: "emailRequired" satisfies MessageKey, abort: true })
  .max(254, { error: "tooLong" satisfies MessageKey, abort: true })
  .regex(EMAIL_PATTERN, { error: "emailInvalid" satisfies MessageKey });

/** The first problem in field order: the one the notice shows. */
export function firstIssue<F extends string>(error: z.ZodError): { field: F | undefined; message: MessageKey } {
  const issue = error.issues[0];
  const message = (issue?.message ?? "failed") as MessageKey;
  return { field: issue?.path[0] as F | undefined, message };
}
