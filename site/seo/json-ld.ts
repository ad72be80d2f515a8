import type { Thing } from "schema-dts";
import { plainText } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { absoluteUrl } from "./urls";

export type JsonLdObject = { "@type": string; [key: string]: unknown };

/** A node typed by schema-dts (its types check every property's name and kind), as one of the page's JSON-LD items. */
export function schemaThing(thing: Exclude<Thing, string>): JsonLdObject {
  return thing as unknown as JsonLdObject;
}

export function organizationId(): string {
  return `${absoluteUrl("/")}#organization`;
}

/** The company as schema.org Organization: Helsinki, founded 2023, serving fi/en/sv. */
export function organizationJsonLd(): JsonLdObject {
  const c = siteConfig();
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: c.COMPANY_NAME,
    legalName: c.COMPANY_LEGAL_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: c.COMPANY_EMAIL,
    telephone: c.COMPANY_PHONE,
    foundingDate: "2023",
    address: { "@type": "PostalAddress", streetAddress: c.COMPANY_STREET, postalCode: c.COMPANY_POSTAL_CODE, addressLocality: c.COMPANY_CITY, addressCountry: "FI" },
    areaServed: "FI",
    knowsLanguage: ["fi", "en", "sv"],
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: c.COMPANY_EMAIL, telephone: c.COMPANY_PHONE, availableLanguage: ["Finnish", "English", "Swedish"] },
  };
}

/** WebSite without SearchAction: the site has no search (docs/decisions/008-no-site-search-markup.md). */
export function websiteJsonLd(lang: Lang): JsonLdObject {
  return {
    "@type": "WebSite",
    "@id": `${absoluteUrl("/")}#website`,
    name: siteConfig().COMPANY_NAME,
    url: absoluteUrl(pathFor("home", lang)),
    inLanguage: lang,
    publisher: { "@id": organizationId() },
  };
}

/**
 * One JSON-LD document, with "<" escaped so that text cannot close the script element, and
 * without the copy's invisible layout characters (word joiners, soft hyphens).
 */
export function serializeJsonLd(items: JsonLdObject[]): string {
  const doc = { "@context": "https://schema.org", "@graph": items };
  return plainText(JSON.stringify(doc)).replace(/</g, "\\u003c");
}
