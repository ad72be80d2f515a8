"use client";

import { startTransition, useState, useTransition } from "react";
import { useFormPost } from "./form-post";

/**
 * A form's post to its own page, both ways (docs/decisions/061-astro-islands.md):
 * - without JavaScript the form posts natively, and the page comes back rendered with the
 *   answer (FormPostProvider's `answer`); the fragment of `permalink` focuses it;
 * - with JavaScript `submit` calls the action (a fetch of the same post, answered as JSON), so
 *   that a network failure becomes the form's error answer (with the entered data kept)
 *   instead of an error page, and the page stays.
 */
export function useFormAction<S extends { seq: number }>(
  action: (prev: S, data: FormData) => Promise<S>,
  initial: S,
  failed: (prev: S) => S,
  permalink?: string,
) {
  const answer = useFormPost()?.answer as S | undefined;
  const [clientState, setClientState] = useState<S | null>(null);
  const [pending, startSubmit] = useTransition();
  const state: S = clientState ?? answer ?? initial;
  const formAttributes = { action: permalink ?? "", method: "post", encType: "multipart/form-data" };

  function submit(data: FormData) {
    startSubmit(async () => {
      let next: S;
      try {
        next = await action(state, data);
      } catch (error) {
        console.error("Form submission failed:", error);
        next = failed(state);
      }
      startTransition(() => setClientState(next));
    });
  }

  return { state, formAttributes, submit, pending };
}
