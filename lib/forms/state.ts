import type { MessageKey } from "./messages";

/**
 * What a form action answers. The texts are looked up by the client in its language,
 * so one answer serves both the JavaScript and the plain form post.
 */
export type FormState<F extends string> = {
  status: "idle" | "success" | "already" | "error";
  message?: MessageKey;
  /** The field the message is about, to mark and focus it. */
  field?: F;
  /** What the visitor sent (never the file), to fill the form again after an error. */
  values: Partial<Record<F, string>>;
  /** Differs on every answer, so that two equal answers in a row still count as new. */
  seq: number;
};

export function initialFormState<F extends string>(): FormState<F> {
  return { status: "idle", values: {}, seq: 0 };
}

/** Name of the hidden field that says which form a post comes from (docs/decisions/061-astro-islands.md). */
export const FORM_FIELD = "form";

/** Name of the field an island's post adds: the number of answers the form has had (FormState's seq), so that the next one differs. */
export const SEQ_FIELD = "seq";

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

/** The answer when the post never reached the server (network down): the error notice, data kept. */
export function failedFormState<F extends string>(prev: FormState<F>): FormState<F> {
  return { ...prev, status: "error", message: "failed", field: undefined, seq: prev.seq + 1 };
}

/** Answer of the newsletter confirm and unsubscribe pages' buttons. */
export type TokenState = {
  status: "idle" | "done" | "invalid" | "error";
  /** After confirming: the page's link to unsubscribe again. */
  unsubscribePath?: string;
  seq: number;
};
