"use client";

import { useEffect, useRef, type ComponentType } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./hydrated-mark";

/**
 * Marks its island hydrated once React has taken it over (docs/decisions/061-astro-islands.md):
 * src/directives/interact.ts replays a press or submit made meanwhile only then. An inert
 * <template> is the element the effect finds its island from; it draws nothing.
 */
function IslandReady() {
  const ref = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    const island = ref.current?.closest("astro-island");
    island?.setAttribute(HYDRATED_ATTRIBUTE, "");
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    island?.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return <template ref={ref} />;
}

/** A component as an island: its props are plain data, so the page's HTML can carry them; then its hydration mark. */
export function island<P extends object>(Component: ComponentType<P>) {
  return function Island(props: P) {
    return (
      <>
        <Component {...props} />
        <IslandReady />
      </>
    );
  };
}
