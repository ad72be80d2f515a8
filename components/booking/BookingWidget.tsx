import type { ReactNode } from "react";

export const BOOKING_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";
export const BOOKING_SCRIPT_ID = "calendly-widget-script";
export const WIDGET_HEIGHT = 700;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Calendly-style inline scheduling widget, without React: the page's HTML carries the vendor's
 * script (async: it loads with the page, not on an interaction, and holds nothing up), which
 * fills the container with its calendar frame. Until that frame is there (script loading,
 * failed, blocked, or JavaScript off) the fallback (direct link, e-mail, phone) shows in the
 * widget's reserved space, so nothing shifts when the calendar arrives. Rendered only on the
 * booking page, so leaving the page (a client-side navigation) removes the script element with
 * it (docs/decisions/004-no-third-party-before-the-visitor-asks.md).
 */
export function BookingWidget({ url, label, fallback }: { url: string; label: string; fallback: ReactNode }) {
  // Raw HTML, so that React, hydrating later, leaves the vendor's frame alone, and does not treat
  // the async script as a resource (which it would move to <head> and keep after the page is left).
  const widget =
    `<div role="region" aria-label="${attribute(label)}" class="calendly-inline-widget" data-url="${attribute(url)}" ` +
    `style="position:relative;min-width:320px;height:${WIDGET_HEIGHT}px"></div>` +
    `<script id="${BOOKING_SCRIPT_ID}" src="${BOOKING_SCRIPT_SRC}" async></script>`;
  return (
    <div className="group relative overflow-hidden rounded-3xl border border-line bg-white shadow-sm" style={{ minHeight: WIDGET_HEIGHT }}>
      <div
        className="absolute inset-0 z-10 flex items-center justify-center p-6 group-has-[.calendly-inline-widget_iframe]:hidden sm:p-10"
        data-booking-fallback=""
      >
        {fallback}
      </div>
      <div dangerouslySetInnerHTML={{ __html: widget }} />
    </div>
  );
}
