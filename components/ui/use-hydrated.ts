"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on: a control that
 * needs JavaScript renders its enhanced form only once it can work (docs/decisions/009-html-first.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
