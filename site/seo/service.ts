import { currency, type Package, type Price, type ServiceId, type ServicePricing } from "@/content/prices";
import { serviceUi } from "@/content/services/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { organizationId, type JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** UN/CEFACT common codes used by schema.org unitCode. */
const UNIT = { month: "MON", year: "ANN", minute: "MIN", day: "DAY" } as const;

/** A price per unit (none for a one-off fee), as a part of the package's price when it has a component. */
function unitPrice(price: number, unitCode: string, component?: "Subscription" | "ActivationFee"): JsonLdObject {
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: currency,
    ...(component ? { priceComponentType: `https://schema.org/${component}` } : {}),
    ...(unitCode ? { unitCode, referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode } } : {}),
  };
}

/** One schema.org Offer per package, with the prices of content/prices.ts. */
export function offerJsonLd(pkg: Package<string, Price>, name: string, lang: Lang, url: string, onboardingFee?: number): JsonLdObject {
  const base = { "@type": "Offer", name, url, seller: { "@id": organizationId() } };
  const { price } = pkg;
  if (price.kind === "contact" || price.kind === "quote") return { ...base, priceCurrency: currency, description: serviceUi[lang][`${price.kind}Price`] };
  const annualOrPerMinute = price.kind === "subscription" ? unitPrice(price.annual, UNIT.year, "Subscription") : unitPrice(price.perMinute, UNIT.minute);
  const fee = onboardingFee === undefined ? [] : [unitPrice(onboardingFee, "", "ActivationFee")];
  return { ...base, price: price.monthly, priceCurrency: currency, priceSpecification: [unitPrice(price.monthly, UNIT.month, "Subscription"), annualOrPerMinute, ...fee] };
}

type ServiceInput = {
  service: ServiceId;
  lang: Lang;
  name: string;
  serviceType: string;
  description: string;
  pricing: ServicePricing;
  packageNames: string[];
};

/** The Service a page sells: provider, area served and one Offer per package. */
export function serviceJsonLd({ service, lang, name, serviceType, description, pricing, packageNames }: ServiceInput): JsonLdObject {
  const url = absoluteUrl(pathFor(service, lang));
  const onboardingFee = pricing.billing === "quote" ? undefined : pricing.onboardingFee;
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name,
    serviceType,
    description,
    url,
    provider: { "@id": organizationId() },
    areaServed: "FI",
    offers: pricing.packages.map((pkg: Package<string, Price>, i) =>
      offerJsonLd(pkg, packageNames[i] ?? pkg.id, lang, `${url}#packages`, pkg.price.kind === "contact" ? undefined : onboardingFee),
    ),
  };
}

/** The software behind a service, offered as a free trial (price 0 EUR). */
export function softwareJsonLd({ service, lang, name, description, trialDays }: { service: ServiceId; lang: Lang; name: string; description: string; trialDays: number }): JsonLdObject {
  const url = absoluteUrl(pathFor(service, lang));
  return {
    "@type": "SoftwareApplication",
    "@id": `${url}#software`,
    name,
    description,
    url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: lang,
    publisher: { "@id": organizationId() },
    offers: { "@type": "Offer", price: 0, priceCurrency: currency, description: serviceUi[lang].freeTrial(trialDays), eligibleDuration: { "@type": "QuantitativeValue", value: trialDays, unitCode: UNIT.day }, url },
  };
}
