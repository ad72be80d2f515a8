"use client";
import { useEffect } from "react";

/**
 * Sets <html data-hydrated> once React has taken over the page. The framework's scripts run on
 * the visitor's first interaction (docs/decisions/033-framework-scripts-on-first-interaction.md):
 * the framework gate replays a click made before this mark, and the browser tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
