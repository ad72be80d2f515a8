import type { ReactNode } from "react";

export const BOOKING_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";
export const BOOKING_SCRIPT_ID = "calendly-widget-script";
export const WIDGET_HEIGHT = 700;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Added to the widget's container by an inline script once the page has both loaded and shown its
 * first content (or at once where the browser cannot tell paints): the vendor's script then
 * competes with none of the page's own requests and holds up neither its load event nor its
 * first paint on a slow phone (docs/decisions/038-booking-script-after-first-paint.md).
 */
const loader =
  `(function(c){var waits=2;function step(){if(--waits)return;var s=document.createElement("script");` +
  `s.id=${JSON.stringify(BOOKING_SCRIPT_ID)};s.src=${JSON.stringify(BOOKING_SCRIPT_SRC)};s.async=true;c.appendChild(s)}` +
  `document.readyState==="complete"?step():addEventListener("load",step,{once:true});` +
  `var P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return step();` +
  `new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();step()}}).observe({type:"paint",buffered:true})` +
  `})(document.currentScript.parentNode)`;

/**
 * Calendly-style inline scheduling widget, without React: the page's HTML carries a small inline
 * script that adds the vendor's script when the page has loaded (not on an interaction, and
 * without waiting for the framework); it fills the container with its calendar frame. Until that
 * frame is there (script loading, failed, blocked, or JavaScript off) the fallback (direct link,
 * e-mail, phone) shows in the widget's reserved space, so nothing shifts when the calendar
 * arrives. Rendered only on the booking page, so leaving the page (a client-side navigation)
 * removes the script element with it (docs/decisions/004-no-third-party-before-the-visitor-asks.md).
 */
export function BookingWidget({ url, label, fallback }: { url: string; label: string; fallback: ReactNode }) {
  // Raw HTML, so that React, hydrating later, leaves the vendor's frame and script alone.
  const widget =
    `<div role="region" aria-label="${attribute(label)}" class="calendly-inline-widget" data-url="${attribute(url)}" ` +
    `style="position:relative;min-width:320px;height:${WIDGET_HEIGHT}px"></div>` +
    `<script>${loader}</script>`;
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
