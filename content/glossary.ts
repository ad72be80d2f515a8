import { bilingual } from "@/lib/i18n";
import type { ServiceId } from "./prices";

/**
 * What each service and service group is called, in both languages. Navigation, headings,
 * metadata, structured data and mails read these names, so a service is called the same
 * everywhere. `short` is for places where the AI context is already clear (buttons inside a
 * group, lists of the four services).
 */
export type ServiceName = { name: string; short: string };

export const serviceNames = bilingual<Record<ServiceId, ServiceName>>({
  en: {
    chatAssistant: { name: "AI chat assistant", short: "Chat assistant" },
    phoneReceptionist: { name: "AI phone receptionist", short: "Phone receptionist" },
    aiSeo: { name: "AI SEO", short: "AI SEO" },
    leadQualifier: { name: "AI lead qualification", short: "Lead qualification" },
  },
  fi: {
    chatAssistant: { name: "AI-chat-assistentti", short: "Chat-assistentti" },
    phoneReceptionist: { name: "AI-puhelinvastaaja", short: "Puhelinvastaaja" },
    aiSeo: { name: "AI-SEO", short: "AI-SEO" },
    leadQualifier: { name: "AI-liidikvalifiointi", short: "Liidikvalifiointi" },
  },
});

/** The two groups the services are sold in (header menus, home page cards). */
export const serviceGroups = bilingual({
  en: { customerService: "Smart customer service", marketing: "Marketing with AI" },
  fi: { customerService: "Älykäs asiakaspalvelu", marketing: "Markkinointi tekoälyllä" },
});
