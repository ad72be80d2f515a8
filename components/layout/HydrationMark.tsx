"use client";
import { useEffect } from "react";

/**
 * Sets <html data-hydrated> once React has taken over the page. The framework's scripts load
 * after the first paint (scripts/build/defer-scripts.mjs), so the load event no longer means
 * the page is interactive; the browser tests wait for this mark instead.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
