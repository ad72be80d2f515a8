import { currency, type Package, type Price, type ServiceId, type ServicePricing } from "@/content/prices";
import { serviceUi } from "@/content/services/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { organizationId, type JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** UN/CEFACT common codes used by schema.org unitCode. */
const UNIT = { month: "MON", year: "ANN", minute: "MIN", day: "DAY" } as const;

function unitPrice(price: number, unitCode: string, component?: "Subscription" | "ActivationFee"): JsonLdObject {
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: currency,
    ...(component ? { priceComponentType: `https://schema.org/${component}` } : {}),
    ...(unitCode ? { unitCode, referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode } } : {}),
  };
}

function activationFee(fee: number): JsonLdObject {
  return { "@type": "UnitPriceSpecification", price: fee, priceCurrency: currency, priceComponentType: "https://schema.org/ActivationFee" };
}

/** One schema.org Offer per package, with the prices of content/prices.ts. */
export function offerJsonLd(pkg: Package<string, Price>, name: string, lang: Lang, url: string, onboardingFee?: number): JsonLdObject {
  const base = { "@type": "Offer", name, url, seller: { "@id": organizationId() } };
  const fee = onboardingFee === undefined ? [] : [activationFee(onboardingFee)];
  switch (pkg.price.kind) {
    case "subscription":
      return {
        ...base,
        price: pkg.price.monthly,
        priceCurrency: currency,
        priceSpecification: [
          unitPrice(pkg.price.monthly, UNIT.month, "Subscription"),
          unitPrice(pkg.price.annual, UNIT.year, "Subscription"),
          ...fee,
        ],
      };
    case "metered":
      return {
        ...base,
        price: pkg.price.monthly,
        priceCurrency: currency,
        priceSpecification: [unitPrice(pkg.price.monthly, UNIT.month, "Subscription"), unitPrice(pkg.price.perMinute, UNIT.minute), ...fee],
      };
    case "contact":
      return { ...base, priceCurrency: currency, description: serviceUi[lang].contactPrice };
    case "quote":
      return { ...base, priceCurrency: currency, description: serviceUi[lang].quotePrice };
  }
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
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: currency,
      description: serviceUi[lang].freeTrial(trialDays),
      eligibleDuration: { "@type": "QuantitativeValue", value: trialDays, unitCode: UNIT.day },
      url,
    },
  };
}
