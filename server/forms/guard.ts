import "server-only";
import type { FormState } from "@/lib/forms/state";
import { HONEYPOT_FIELD } from "@/lib/forms/state";
import type { MessageKey } from "@/lib/forms/messages";
import { limiterFor, type FormName } from "./rate-limit";
import { isSameOrigin, type RequestInfo } from "./request";

/** Why a post is refused before it is even read: foreign origin or too many posts. */
export function refusal(form: FormName, info: RequestInfo): MessageKey | undefined {
  if (!isSameOrigin(info)) return "failed";
  if (!limiterFor(form).hit(info.ip)) return "rateLimited";
  return undefined;
}

/** The hidden field is invisible to people; a filled one means a bot. */
export function isBot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** The text fields to give back to the form after an error (never files), bounded in size. */
export function echoValues<F extends string>(form: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 10_000);
  }
  return values;
}

export function answer<F extends string>(
  prev: FormState<F>,
  status: FormState<F>["status"],
  extra: Omit<Partial<FormState<F>>, "status" | "seq"> = {},
): FormState<F> {
  return { values: {}, ...extra, status, seq: prev.seq + 1 };
}
