"use client";

import { useState, useSyncExternalStore } from "react";
import type { MessageKey } from "@/lib/forms/messages";
import type { FormState } from "@/lib/forms/state";

const noop = () => () => {};

/** True once hydrated: the form then validates itself (noValidate) and shows the product's notices (docs/product.md#messages). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

export type LocalError<F extends string> = { message: MessageKey; field?: F; kind?: "fileTooLarge" };

/**
 * The answer to show: a problem found in the browser, until the server answers again;
 * otherwise the server's answer.
 */
export function useFormAnswer<F extends string>(state: FormState<F>) {
  const [local, setLocal] = useState<(LocalError<F> & { seq: number }) | null>(null);
  const localNow = local && local.seq === state.seq ? local : null;
  return {
    local: localNow,
    /** Message and field of the notice, from the browser check or the server. */
    error: localNow ?? (state.status === "error" && state.message ? { message: state.message, field: state.field } : null),
    setLocal: (error: LocalError<F> | null) => setLocal(error && { ...error, seq: state.seq }),
  };
}
