import { formText } from "@/content/forms";
import type { Lang } from "@/lib/i18n";
import { siteConfig } from "@/lib/site-config";
import type { PageMetadata } from "./page-metadata";

export type TokenPageKind = "confirm" | "unsubscribe";

const pageTitle = (kind: TokenPageKind, lang: Lang) => (kind === "confirm" ? formText[lang].confirmPage : formText[lang].unsubscribePage).title;

/**
 * Reached from mail links only: not indexed, and the token in the address is not sent to other
 * sites as a referrer. ("no-referrer" would also make the browser send `Origin: null` with the
 * form post, which the site refuses as cross-origin: server/forms/request.ts.)
 */
export function newsletterPageMetadata(kind: TokenPageKind, lang: Lang): PageMetadata {
  return {
    title: `${pageTitle(kind, lang)} | ${siteConfig().COMPANY_NAME}`,
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

