import * as z from "zod/mini";
import type { MessageKey } from "./messages";

// Zod probes for eval support with `new Function("")`, which the Content-Security-Policy
// forbids (and reports); these schemas are small, so skip the probe and the eval fast path.
// zod/mini, imported as a namespace, lets the bundler keep only the validators used here.
z.config({ jitless: true });

/**
 * The HTML standard's "valid e-mail address", what `<input type=email>` accepts, with a dot in
 * the domain (docs/decisions/011-one-email-grammar.md): no display name, list, quotes, spaces,
 * control or non-ASCII characters, so a mailer can only read it as one address; and at least two
 * domain labels, since a dotless domain ("foo@bar") is not deliverable on the public internet.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;

/** The grammar alone, for an address already trimmed (the mail transport checks every recipient with it). */
export function isValidEmail(address: string): boolean {
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

const tooLong = "tooLong" satisfies MessageKey;

/**
 * Control characters (Unicode Cc) nobody types: a NUL byte would be refused by the database, an
 * escape code would act on an operator's terminal. A field with lines keeps tab, line feed and
 * carriage return; a one-line field keeps tab (a browser's input never sends line breaks).
 */
const CONTROL = { oneLine: /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/, lines: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/ };
export type TextKind = keyof typeof CONTROL;
const noControl = (kind: TextKind) =>
  z.refine<string | null>((v) => v === null || !CONTROL[kind].test(v), { error: "controlCharacters" satisfies MessageKey });

/** A required text field; a missing field (null from FormData) counts as empty. */
export function requiredText(required: MessageKey, max: number, kind: TextKind = "oneLine") {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }), noControl(kind));
}

export function optionalText(max: number, kind: TextKind = "oneLine") {
  return z.pipe(
    z.nullish(z.string()),
    z
      .transform((v: string | null | undefined) => v?.trim() || null)
      .check(z.refine((v) => v === null || v.length <= max, { error: tooLong }), noControl(kind)),
  );
}

export const emailField = z
  .string({ error: "emailRequired" satisfies MessageKey })
  .check(
    z.trim(),
    z.minLength(1, { error: "emailRequired" satisfies MessageKey, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: tooLong, abort: true }),
    z.regex(EMAIL_PATTERN, { error: "emailInvalid" satisfies MessageKey }),
  );

/** The first problem in field order: the one the notice shows. */
export function firstIssue<F extends string>(error: z.core.$ZodError): { field: F | undefined; message: MessageKey } {
  const issue = error.issues[0];
  const message = (issue?.message ?? "failed") as MessageKey;
  return { field: issue?.path[0] as F | undefined, message };
}

/** A schema's input from a submitted form: each of its fields by name, null where the form lacks it. */
export function formInput(schema: { shape: object }, form: FormData): Record<string, FormDataEntryValue | null> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, form.get(key)]));
}
