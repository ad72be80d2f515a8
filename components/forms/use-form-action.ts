"use client";

import { startTransition, useState, useTransition } from "react";
import { SEQ_FIELD } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";

/** A form island's props: its language, and the server's answer to a post made without JavaScript. */
export type FormIslandProps = { lang: Lang; answer?: unknown };

/**
 * A form's post from an island: the same post the browser makes without JavaScript, to the same
 * address, asking for the answer as JSON instead of the page (server/http/page-form-posts.ts).
 * A failure of any kind throws, and the form shows its "failed" answer with what was typed kept.
 */
async function postForm<S extends { seq: number }>(prev: S, data: FormData): Promise<S> {
  const address = window.location.href.split("#")[0]!;
  data.set(SEQ_FIELD, String(prev.seq));
  const response = await fetch(address, { method: "POST", body: data, headers: { Accept: "application/json" } });
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) throw new Error(`the post was answered with ${response.status}`);
  return (await response.json()) as S;
}

/**
 * A form's post to its own page, both ways (docs/decisions/061-astro-islands.md):
 * - without JavaScript the form posts natively, and the page comes back rendered with the
 *   answer (the island's `answer`); the fragment of `permalink` focuses it;
 * - with JavaScript `submit` sends the same post by fetch, answered as JSON, so that a network
 *   failure becomes the form's error answer (with the entered data kept) instead of an error
 *   page, and the page stays.
 */
export function useFormAction<S extends { seq: number }>(answer: unknown, initial: S, failed: (prev: S) => S, permalink?: string) {
  const [clientState, setClientState] = useState<S | null>(null);
  const [pending, startSubmit] = useTransition();
  const state: S = clientState ?? (answer as S | undefined) ?? initial;
  const formAttributes = { action: permalink ?? "", method: "post", encType: "multipart/form-data" };

  function submit(data: FormData) {
    startSubmit(async () => {
      let next: S;
      try {
        next = await postForm(state, data);
      } catch (error) {
        console.error("Form submission failed:", error);
        next = failed(state);
      }
      startTransition(() => setClientState(next));
    });
  }

  return { state, formAttributes, submit, pending };
}
