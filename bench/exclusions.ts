/**
 * What a page may do by design that would otherwise count against it: the audits the 404 page
 * and the booking page fail on purpose, and the third-party hosts a page may contact on load.
 */
import type { BenchPage } from "./pages";

type LhrLike = { audits: Record<string, { details?: { items?: Array<Record<string, unknown>> } } | undefined> };

/**
 * Audits the 404 page fails by design, left out of its budget scores: it answers 404
 * (SEO http-status-code) and is noindex (SEO is-crawlable); and Chrome logs the document's own
 * 404 as a console error (best practices errors-in-console), left out only when that is the
 * only console error.
 */
export function notFoundExclusions(lhr: LhrLike, pageUrl: string): { seo: string[]; "best-practices"?: string[] } {
  const errors = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const onlyOwn404 =
    errors.length > 0 &&
    errors.every((e) => {
      const at = (e.sourceLocation as { url?: string } | undefined)?.url;
      return e.source === "network" && at === pageUrl && / 404 /.test(String(e.description));
    });
  return { seo: ["http-status-code", "is-crawlable"], ...(onlyOwn404 ? { "best-practices": ["errors-in-console"] } : {}) };
}

/**
 * The booking page loads its scheduling widget from the vendor (allowed, see allowedThirdParty).
 * Where that host cannot be reached (CI and this machine have no internet) Chrome logs the failed
 * load as a console error; that error alone is left out of the page's best-practices score.
 */
export function bookingExclusions(lhr: LhrLike): { "best-practices"?: string[] } {
  const errors = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const onlyWidgetUnreachable =
    errors.length > 0 &&
    errors.every((e) => {
      const at = (e.sourceLocation as { url?: string } | undefined)?.url ?? "";
      return e.source === "network" && /^https:/.test(at) && hostAllowed(new URL(at).hostname, bookingHosts());
    });
  return onlyWidgetUnreachable ? { "best-practices": ["errors-in-console"] } : {};
}

/** Registrable host of the booking widget (BOOKING_URL, default calendly.com) and its subdomains. */
export function bookingHosts(bookingUrl = process.env.BOOKING_URL || "https://calendly.com/example/30min"): string[] {
  const host = new URL(bookingUrl).hostname.replace(/^www\./, "");
  return [host, `*.${host}`];
}

export function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((a) => (a.startsWith("*.") ? host.endsWith(a.slice(1)) : host === a));
}

/** Third-party hosts a page may request on load: only the booking page, its widget. */
export function allowedThirdParty(page: BenchPage): string[] {
  return page.screen === "bookCall" ? bookingHosts() : [];
}
