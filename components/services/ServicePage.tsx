import { Faq } from "@/components/faq/Faq";
import { Proof } from "@/components/proof/Proof";
import { JsonLd } from "@/components/seo/JsonLd";
import { CtaBlock } from "@/components/ui/CtaBlock";
import { serviceNames } from "@/content/glossary";
import { pageMeta } from "@/content/meta";
import type { ServiceId, ServicePricing } from "@/content/prices";
import type { IconName, PackageCopy, ProcessCopy, ServiceCopy } from "@/content/services/types";
import type { FaqItem, Tuple } from "@/content/types";
import { serviceUi } from "@/content/services/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { faqJsonLd } from "@/site/seo/faq";
import { serviceJsonLd, softwareJsonLd } from "@/site/seo/service";
import { Benefits } from "./Benefits";
import { FeatureGrid } from "./FeatureGrid";
import { Pricing } from "./Pricing";
import { ProcessSteps } from "./ProcessSteps";
import { ServiceHero } from "./ServiceHero";

/**
 * A service page's copy with the package and FAQ counts left open (each service fixes its own),
 * and the steps of the process for a service that has one.
 */
export type ServicePageCopy = Omit<ServiceCopy<1, 1>, "pricing" | "faq"> & {
  pricing: { title: string; intro: string; packages: PackageCopy[] };
  faq: { title: string; items: FaqItem[] };
  process?: ProcessCopy;
};

type Props = {
  service: ServiceId;
  lang: Lang;
  copy: ServicePageCopy;
  pricing: ServicePricing;
  heroIcon: IconName;
  featureIcons: Tuple<IconName, 8>;
};

/**
 * The layout all four service pages share: hero, features, benefits, proof (where there is some), (process), packages,
 * call to action and FAQ, plus Service, FAQPage and (with a free trial) SoftwareApplication data.
 */
export function ServicePage({ service, lang, copy, pricing, heroIcon, featureIcons }: Props) {
  const t = serviceUi[lang];
  const { process } = copy;
  const bookHref = pathFor("bookCall", lang);
  const trialDays = pricing.billing === "quote" ? undefined : pricing.freeTrialDays;
  const trust = [trialDays ? t.freeTrial(trialDays) : t.trustFreeCall, t.trustGdpr];
  const description = pageMeta[lang][service].description;
  const { name } = serviceNames[lang][service];

  const structuredData = [
    serviceJsonLd({
      service,
      lang,
      name,
      serviceType: copy.schema.serviceType,
      description,
      pricing,
      packageNames: copy.pricing.packages.map((p) => p.name),
    }),
    faqJsonLd(copy.faq.items),
    ...(trialDays ? [softwareJsonLd({ service, lang, name, description, trialDays })] : []),
  ];

  return (
    <>
      <ServiceHero
        service={service}
        lang={lang}
        name={name}
        hero={copy.hero}
        icon={heroIcon}
        bookHref={bookHref}
        bookLabel={t.bookCall}
        secondary={process ? { href: "#process", label: t.seeProcess } : { href: "#packages", label: t.seePackages }}
        trust={trust}
      />
      <FeatureGrid service={service} lang={lang} title={copy.features.title} intro={copy.features.intro} items={copy.features.items} icons={featureIcons} />
      <Benefits title={copy.benefits.title} intro={copy.benefits.intro} items={copy.benefits.items} />
      <Proof lang={lang} service={service} />
      {process ? <ProcessSteps process={process} stepLabel={t.stepLabel} /> : null}
      <Pricing
        service={service}
        lang={lang}
        pricing={pricing}
        title={copy.pricing.title}
        intro={copy.pricing.intro}
        packages={copy.pricing.packages}
        bookHref={bookHref}
      />
      <CtaBlock lang={lang} title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} testId="cta" />
      <Faq id="faq" title={copy.faq.title} items={copy.faq.items} plain testId="faq" />
      <JsonLd items={structuredData} />
    </>
  );
}
