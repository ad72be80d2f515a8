import { serviceNames } from "@/content/glossary";
import { aiSeoCopy } from "@/content/services/ai-seo";
import { chatAssistantCopy } from "@/content/services/chat-assistant";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { estimateInputsOf } from "@/lib/estimate-inputs";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { estimatedServices, type EstimatedService, type EstimateProps } from "./estimate-view";

const pricingCopy = { phoneReceptionist: phoneReceptionistCopy, chatAssistant: chatAssistantCopy, aiSeo: aiSeoCopy };

/** Whether a screen is a service page with an estimate. */
export const hasEstimate = (screen: string): screen is EstimatedService => estimatedServices.includes(screen);

/** The estimate of a service page in `lang`, with the figures of the page's query (none on the prerendered page). */
export function estimateProps(service: EstimatedService, lang: Lang, query: URLSearchParams): EstimateProps {
  const [starter, professional, enterprise] = pricingCopy[service][lang].pricing.packages.map((p) => p.name);
  return {
    lang,
    service,
    path: pathFor(service, lang),
    serviceName: serviceNames[lang][service].name,
    packageNames: { starter: starter!, professional: professional!, enterprise: enterprise! },
    inputs: estimateInputsOf(query),
  };
}
