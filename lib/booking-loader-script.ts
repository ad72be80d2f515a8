// The booking widget's inline loader (components/booking/BookingWidget.tsx): plain ES5 in a
// string, so that its exact text can be hashed for the Content-Security-Policy (lib/security/page-csp.ts).

export const BOOKING_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";
export const BOOKING_SCRIPT_ID = "calendly-widget-script";
export const WIDGET_HEIGHT = 700;
/**
 * How long after the vendor's script is requested the calendar may take before the page says it
 * is not available (a script that loads but never builds its frame). A calendar that arrives later
 * still replaces the message.
 */
export const CALENDAR_TIMEOUT_MS = 10_000;

/**
 * Added to the widget's container by an inline script once the page has both loaded and shown its
 * first content (or at once where the browser cannot tell paints), and, on a page the speculation
 * rules prerendered, once the visitor has been shown it (docs/decisions/004-no-third-party-before-the-visitor-asks.md): the vendor's script then
 * competes with none of the page's own requests and holds up neither its load event nor its
 * first paint on a slow phone (docs/decisions/038-booking-script-after-first-paint.md). The
 * widget says "failed" when the script cannot load, or has built no calendar frame in time.
 */
export const bookingLoaderScript =
  `(function(c){var box=c.closest("[data-booking]"),waits=2;` +
  `function fail(){if(!c.querySelector("iframe"))box.setAttribute("data-state","failed")}` +
  `function step(){if(--waits)return;var s=document.createElement("script");` +
  `s.id=${JSON.stringify(BOOKING_SCRIPT_ID)};s.src=${JSON.stringify(BOOKING_SCRIPT_SRC)};s.async=true;s.onerror=fail;` +
  `setTimeout(fail,${CALENDAR_TIMEOUT_MS});c.appendChild(s)}` +
  `if(document.prerendering){waits++;document.addEventListener("prerenderingchange",step,{once:true})}` +
  `document.readyState==="complete"?step():addEventListener("load",step,{once:true});` +
  `var P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return step();` +
  `new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();step()}}).observe({type:"paint",buffered:true})` +
  `})(document.currentScript.parentNode)`;

