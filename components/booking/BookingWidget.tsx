import { Heading } from "@/components/ui/Heading";
import { bookingCopy } from "@/content/pages/booking";
import { bookingLoaderScript, WIDGET_HEIGHT } from "@/lib/booking-loader-script";
import type { Lang } from "@/lib/i18n";
import { siteConfig } from "@/lib/site-config";

export { BOOKING_SCRIPT_ID, CALENDAR_TIMEOUT_MS } from "@/lib/booking-loader-script";

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The other ways to book (direct link, e-mail, phone), shown beside every status of the widget. */
function OtherWays({ lang }: { lang: Lang }) {
  const t = bookingCopy[lang];
  const c = siteConfig();
  const contacts = [
    { label: t.fallbackEmail, href: `mailto:${c.COMPANY_EMAIL}`, value: c.COMPANY_EMAIL, note: t.emailReply },
    { label: t.fallbackPhone, href: `tel:${c.COMPANY_PHONE.replace(/[^\d+]/g, "")}`, value: c.COMPANY_PHONE, note: t.phoneHours },
  ];
  return (
    <ul className="mt-6 space-y-4">
      <li>
        <a href={c.BOOKING_URL} target="_blank" rel="noopener noreferrer" className="btn-primary">{t.fallbackBooking}</a>
      </li>
      {contacts.map(({ label, href, value, note }) => (
        <li key={href}>
          <span className="block text-sm font-semibold text-muted">{label}</span>
          <a href={href} className="font-semibold text-brand underline underline-offset-4">{value}</a>
          <span className="block text-sm text-muted">{note}</span>
        </li>
      ))}
    </ul>
  );
}

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
export function BookingWidget({ lang }: { lang: Lang }) {
  const t = bookingCopy[lang];
  // Raw HTML, as the vendor's embed is written: the page body is never hydrated, so only the
  // vendor's script changes it.
  const widget =
    `<div role="region" aria-label="${attribute(t.widgetLabel)}" class="calendly-inline-widget" data-url="${attribute(siteConfig().BOOKING_URL)}" ` +
    `style="position:relative;min-width:320px;height:${WIDGET_HEIGHT}px"></div>` +
    `<script>${bookingLoaderScript}</script>`;
  // What the widget says while it has no calendar: while it loads, when it cannot (the script
  // failed, or no calendar in time), and without JavaScript.
  const lines = [
    { state: "loading", title: t.loadingTitle, text: t.loadingText, shown: "noscript:hidden group-data-[state=failed]:hidden" },
    { state: "failed", title: t.fallbackTitle, text: t.fallbackText, shown: "hidden group-data-[state=failed]:inline" },
    { state: "no-script", title: t.noScriptTitle, text: t.noScriptText, shown: "hidden noscript:inline" },
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
              title={lines.map(({ state, title, shown }) => <span key={state} data-booking-status={state} className={shown}>{title}</span>)}
              size="minor"
            >
              <p className="mt-2 text-muted">
                {lines.map(({ state, text, shown }) => <span key={state} className={shown}>{text}</span>)}
              </p>
            </Heading>
          </div>
          <OtherWays lang={lang} />
        </div>
      </div>
      <div dangerouslySetInnerHTML={{ __html: widget }} />
    </div>
  );
}
