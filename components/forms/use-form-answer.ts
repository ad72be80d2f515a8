"use client";

import { useState } from "react";
import type { MessageKey } from "@/lib/forms/messages";
import type { FormState } from "@/lib/forms/state";

export type LocalError<F extends string> = { message: MessageKey; field?: F };

type Local<F extends string> = { error: LocalError<F> | null; seq: number; checks: number };

/**
 * The answer to show: a problem found in the browser, until the server answers again;
 * otherwise the server's answer. `answered` counts the answers to a submit (the server's and
 * the browser check's), so it changes exactly when a new one is to be shown.
 */
export function useFormAnswer<F extends string>(state: FormState<F>) {
  const [local, setLocal] = useState<Local<F>>({ error: null, seq: 0, checks: 0 });
  const localError = local.seq === state.seq ? local.error : null;
  const set = (error: LocalError<F> | null, submitted: boolean) =>
    setLocal((prev) => ({ error, seq: state.seq, checks: prev.checks + (submitted && error ? 1 : 0) }));
  return {
    /** Message and field of the error shown, from the browser check or the server. */
    error: localError ?? (state.status === "error" && state.message ? { message: state.message, field: state.field } : null),
    answered: state.seq + local.checks,
    /** The browser check's verdict on a submit: a problem is shown like the server's answer. */
    showCheck: (error: LocalError<F> | null) => set(error, true),
    /** A problem found while the visitor fills the form (a CV too large): shown, focus stays. */
    showProblem: (error: LocalError<F> | null) => set(error, false),
  };
}
