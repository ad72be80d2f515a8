import type { ReactNode } from "react";
import { Faq } from "@/components/faq/Faq";
import { Proof } from "@/components/proof/Proof";
import { JsonLd } from "@/components/seo/JsonLd";
import { Benefits } from "@/components/services/Benefits";
import { FeatureGrid } from "@/components/services/FeatureGrid";
import { Pricing } from "@/components/services/Pricing";
import { ProcessSteps } from "@/components/services/ProcessSteps";
import { ServiceHero } from "@/components/services/ServiceHero";
import { CtaBlock } from "@/components/ui/CtaBlock";
import { serviceNames } from "@/content/glossary";
import { pageMeta } from "@/content/meta";
import { prices, type ServiceId } from "@/content/prices";
import { aiSeoCopy, aiSeoIcons } from "@/content/services/ai-seo";
import { chatAssistantCopy, chatAssistantIcons } from "@/content/services/chat-assistant";
import { leadQualifierCopy, leadQualifierIcons } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy, phoneReceptionistIcons } from "@/content/services/phone-receptionist";
import type { IconName, PackageCopy, ProcessCopy, ServiceCopy, Tuple } from "@/content/services/types";
import type { FaqItem } from "@/content/types";
import type { Lang } from "@/lib/i18n";
import { faqJsonLd } from "@/site/seo/faq";
import { serviceJsonLd, softwareJsonLd } from "@/site/seo/service";

/**
 * A service page's copy with the package and FAQ counts left open (each service fixes its own),
 * and the steps of the process for a service that has one.
 */
type ServicePageCopy = Omit<ServiceCopy<1, 1>, "pricing" | "faq"> & {
  pricing: { title: string; intro: string; packages: PackageCopy[] };
  faq: { title: string; items: FaqItem[] };
  process?: ProcessCopy;
};

type ServiceParts = { copy: Record<Lang, ServicePageCopy>; heroIcon: IconName; featureIcons: Tuple<IconName, 8> };

/** What sets each service page apart: its copy and icons. The layout is the same for all four. */
const services: Record<ServiceId, ServiceParts> = {
  chatAssistant: { copy: chatAssistantCopy, heroIcon: "chat", featureIcons: chatAssistantIcons },
  phoneReceptionist: { copy: phoneReceptionistCopy, heroIcon: "phone", featureIcons: phoneReceptionistIcons },
  aiSeo: { copy: aiSeoCopy, heroIcon: "search", featureIcons: aiSeoIcons },
  leadQualifier: { copy: leadQualifierCopy, heroIcon: "target", featureIcons: leadQualifierIcons },
};

/**
 * The page of one of the four services: hero, features, benefits, proof (where there is some),
 * (process), packages, the estimate of a priced service (an island), call to action and FAQ, plus
 * Service, FAQPage and (with a free trial) SoftwareApplication data.
 */
export function ServiceScreen({ service, lang, estimate }: { service: ServiceId; lang: Lang; estimate?: ReactNode }) {
  const { heroIcon, featureIcons } = services[service];
  const copy = services[service].copy[lang];
  const pricing = prices[service];
  const trialDays = pricing.billing === "quote" ? undefined : pricing.freeTrialDays;
  const description = pageMeta[lang][service].description;
  const { name } = serviceNames[lang][service];
  const packageNames = copy.pricing.packages.map((p) => p.name);
  const structuredData = [
    serviceJsonLd({ service, lang, name, serviceType: copy.schema.serviceType, description, pricing, packageNames }),
    faqJsonLd(copy.faq.items),
    ...(trialDays ? [softwareJsonLd({ service, lang, name, description, trialDays })] : []),
  ];
  return (
    <>
      <ServiceHero service={service} lang={lang} hero={copy.hero} icon={heroIcon} trialDays={trialDays} toProcess={Boolean(copy.process)} />
      <FeatureGrid service={service} lang={lang} {...copy.features} icons={featureIcons} />
      <Benefits {...copy.benefits} />
      <Proof lang={lang} service={service} />
      {copy.process ? <ProcessSteps lang={lang} {...copy.process} /> : null}
      <Pricing service={service} lang={lang} {...copy.pricing} />
      {/* The island inside a section of <main>, drawn on demand like the others (docs/decisions/041-content-below-the-first-section-on-demand.md). */}
      {estimate && <section id="estimate" aria-labelledby="estimate-title" className="scroll-mt-16 py-6 sm:py-16">{estimate}</section>}
      <CtaBlock lang={lang} {...copy.cta} testId="cta" />
      <Faq id="faq" {...copy.faq} plain testId="faq" />
      <JsonLd items={structuredData} />
    </>
  );
}
