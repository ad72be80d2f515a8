import { ServicePage, type ServicePageCopy } from "@/components/services/ServicePage";
import { prices, type ServiceId } from "@/content/prices";
import { aiSeoCopy, aiSeoIcons } from "@/content/services/ai-seo";
import { chatAssistantCopy, chatAssistantIcons } from "@/content/services/chat-assistant";
import { leadQualifierCopy, leadQualifierIcons } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy, phoneReceptionistIcons } from "@/content/services/phone-receptionist";
import type { IconName, Tuple } from "@/content/services/types";
import type { Lang } from "@/lib/i18n";

type ServiceParts = { copy: Record<Lang, ServicePageCopy>; heroIcon: IconName; featureIcons: Tuple<IconName, 8> };

/** What sets each service page apart: its copy and icons. The layout is ServicePage's. */
const services: Record<ServiceId, ServiceParts> = {
  chatAssistant: { copy: chatAssistantCopy, heroIcon: "chat", featureIcons: chatAssistantIcons },
  phoneReceptionist: { copy: phoneReceptionistCopy, heroIcon: "phone", featureIcons: phoneReceptionistIcons },
  aiSeo: { copy: aiSeoCopy, heroIcon: "search", featureIcons: aiSeoIcons },
  leadQualifier: { copy: leadQualifierCopy, heroIcon: "target", featureIcons: leadQualifierIcons },
};

/** The page of one of the four services. */
export function ServiceScreen({ service, lang }: { service: ServiceId; lang: Lang }) {
  const { copy, heroIcon, featureIcons } = services[service];
  return <ServicePage service={service} lang={lang} copy={copy[lang]} pricing={prices[service]} heroIcon={heroIcon} featureIcons={featureIcons} />;
}
