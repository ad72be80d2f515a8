"use client";

import { startTransition, useActionState, useState, useTransition } from "react";
import { useFormPost } from "./form-post";

/**
 * A form's post, both ways, to a Server Action (Next.js) or to its own page (islands, FormPostProvider):
 * - without JavaScript the form posts natively and useActionState carries the answer
 *   (the page is rendered with it);
 * - with JavaScript `submit` calls the action directly, so that a network failure becomes
 *   the form's error answer (with the entered data kept) instead of an error page, and the
 *   form is not reset by React after the post.
 */
export function useFormAction<S extends { seq: number }>(
  action: (prev: S, data: FormData) => Promise<S>,
  initial: S,
  failed: (prev: S) => S,
  permalink?: string,
) {
  // The states are plain objects, so Awaited<S> is S; the cast only tells TypeScript so.
  const [postedState, formAction] = useActionState<S, FormData>(
    action as (prev: Awaited<S>, data: FormData) => Promise<S>,
    initial as Awaited<S>,
    permalink,
  );
  const post = useFormPost();
  const [clientState, setClientState] = useState<S | null>(null);
  const [pending, startSubmit] = useTransition();
  const state: S = clientState ?? (post ? ((post.answer as S | undefined) ?? initial) : postedState);
  // Posted natively to the page's own address (the fragment focuses the answer), or to the server action.
  const formAttributes = post ? { action: permalink ?? "", method: "post", encType: "multipart/form-data" } : { action: formAction };

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
