import type { ReactNode } from "react";
import { Heading } from "@/components/ui/Heading";
import { bookingLoaderScript, WIDGET_HEIGHT } from "@/lib/booking-loader-script";

export { BOOKING_SCRIPT_ID, CALENDAR_TIMEOUT_MS, WIDGET_HEIGHT } from "@/lib/booking-loader-script";

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** What the widget says while it has no calendar: a title and a line that leads to the other ways to book. */
export type WidgetStatus = { title: string; text: string };

type Props = {
  url: string;
  label: string;
  /** While the calendar loads; when it cannot (the script failed, or no calendar in time); without JavaScript. */
  status: { loading: WidgetStatus; failed: WidgetStatus; noScript: WidgetStatus };
  /** The other ways to book (direct link, e-mail, phone), shown beside every status. */
  ways: ReactNode;
};

/**
 * Calendly-style inline scheduling widget, without React: the page's HTML carries a small inline
 * script that adds the vendor's script when the page has loaded (not on an interaction: it is no
 * island and waits for no script of ours); it fills the container with its calendar frame. Until
 * that frame is there the widget's reserved space says what is happening, true in every state (CSS
 * picks the line: loading with scripts on, failed once the loader says so, the calendar's need
 * for JavaScript with scripts off) beside the other ways to book, so nothing shifts when the
 * calendar arrives. Rendered only on the booking page, the one page whose policy admits the
 * vendor (lib/security/policy.ts; docs/decisions/004-no-third-party-before-the-visitor-asks.md).
 */
export function BookingWidget({ url, label, status, ways }: Props) {
  // Raw HTML, as the vendor's embed is written: the page body is never hydrated, so only the
  // vendor's script changes it.
  const widget =
    `<div role="region" aria-label="${attribute(label)}" class="calendly-inline-widget" data-url="${attribute(url)}" ` +
    `style="position:relative;min-width:320px;height:${WIDGET_HEIGHT}px"></div>` +
    `<script>${bookingLoaderScript}</script>`;
  const lines = [
    { state: "loading", text: status.loading, shown: "noscript:hidden group-data-[state=failed]:hidden" },
    { state: "failed", text: status.failed, shown: "hidden group-data-[state=failed]:inline" },
    { state: "no-script", text: status.noScript, shown: "hidden noscript:inline" },
  ];
  return (
    <div data-booking="" className="group relative overflow-hidden rounded-3xl border border-line bg-white shadow-sm" style={{ minHeight: WIDGET_HEIGHT }}>
      <div
        className="absolute inset-0 z-10 flex items-center justify-center p-6 group-has-[.calendly-inline-widget_iframe]:hidden sm:p-10"
        data-booking-fallback=""
      >
        <div className="max-w-md text-center">
          {/* One heading and one paragraph whose words change with the state: the failure, shown
              late, is then no new largest paint (Lighthouse would count the vendor's request in it). */}
          <div aria-live="polite">
            <Heading
              title={lines.map(({ state, text, shown }) => (
                <span key={state} data-booking-status={state} className={shown}>
                  {text.title}
                </span>
              ))}
              size="minor"
            >
              <p className="mt-2 text-muted">
                {lines.map(({ state, text, shown }) => (
                  <span key={state} className={shown}>
                    {text.text}
                  </span>
                ))}
              </p>
            </Heading>
          </div>
          {ways}
        </div>
      </div>
      <div dangerouslySetInnerHTML={{ __html: widget }} />
    </div>
  );
}
