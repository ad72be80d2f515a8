"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * How a form posts where the page is built with islands (docs/decisions/061-astro-islands.md):
 * natively to its own page, which the site server answers with the page and the form's answer
 * (`answer`, already known when the page is rendered after a post without JavaScript); with
 * JavaScript, by fetch to the same address (components/islands/post-form.ts).
 */
export type FormPost = { answer?: unknown };

const FormPostContext = createContext<FormPost | null>(null);

export function FormPostProvider({ post, children }: { post: FormPost; children: ReactNode }) {
  return <FormPostContext.Provider value={post}>{children}</FormPostContext.Provider>;
}

/** The island's post: the answer already known when the page was rendered, if any. */
export function useFormPost(): FormPost | null {
  return useContext(FormPostContext);
}
