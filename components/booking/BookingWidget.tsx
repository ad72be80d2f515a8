"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

export const BOOKING_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";
export const BOOKING_SCRIPT_ID = "calendly-widget-script";
/** How long the widget script may take before the fallback is shown. */
const LOAD_TIMEOUT_MS = 10_000;
export const WIDGET_HEIGHT = 700;

type Status = "pending" | "loaded" | "failed";

type CalendlyApi = { initInlineWidget?: (options: { url: string; parentElement: HTMLElement }) => void };

/**
 * Calendly-style inline scheduling widget. Its script is added to the document when the
 * booking page is entered and removed when it is left (docs/decisions/004-no-third-party-before-the-visitor-asks.md). When the script cannot
 * load, or takes too long, the fallback (direct link, e-mail, phone) takes the widget's
 * place; without JavaScript the fallback is shown from the start.
 */
export function BookingWidget({
  url,
  label,
  loadingText,
  fallback,
}: {
  url: string;
  label: string;
  loadingText: string;
  fallback: ReactNode;
}) {
  const [status, setStatus] = useState<Status>("pending");
  const containerRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    let done = false;
    const finish = (next: Status) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      setStatus(next);
    };
    const script = document.createElement("script");
    script.id = BOOKING_SCRIPT_ID;
    script.src = BOOKING_SCRIPT_SRC;
    script.async = true;
    script.dataset.bookingWidget = "";
    script.onload = () => {
      // The script fills the widget when it runs; on a second visit (script already seen) make sure it is filled.
      const container = containerRef.current;
      const calendly = (window as { Calendly?: CalendlyApi }).Calendly;
      if (container && !container.querySelector("iframe")) calendly?.initInlineWidget?.({ url, parentElement: container });
      finish("loaded");
    };
    script.onerror = () => finish("failed");
    const timer = window.setTimeout(() => finish("failed"), LOAD_TIMEOUT_MS);
    document.body.appendChild(script);
    return () => {
      done = true;
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
    };
  }, [url]);

  const failed = status === "failed";

  return (
    <div className="relative overflow-hidden rounded-3xl border border-line bg-white shadow-sm" style={{ minHeight: WIDGET_HEIGHT }}>
      {failed ? (
        <div className="flex items-center justify-center p-6 sm:p-10" style={{ minHeight: WIDGET_HEIGHT }} data-booking-fallback="">
          {fallback}
        </div>
      ) : (
        <>
          {hydrated && status === "pending" ? (
            <p role="status" className="absolute inset-x-0 top-24 text-center text-muted">
              {loadingText}
            </p>
          ) : null}
          <div
            ref={containerRef}
            role="region"
            aria-label={label}
            className="calendly-inline-widget relative"
            data-url={url}
            style={{ minWidth: 320, height: WIDGET_HEIGHT }}
          />
          <noscript>
            <div className="absolute inset-0 flex items-center justify-center bg-white p-6 sm:p-10" data-booking-fallback="">
              {fallback}
            </div>
          </noscript>
        </>
      )}
    </div>
  );
}
