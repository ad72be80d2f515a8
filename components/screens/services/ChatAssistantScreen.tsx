import { ServicePage } from "@/components/services/ServicePage";
import { prices } from "@/content/prices";
import { chatAssistantCopy, chatAssistantIcons } from "@/content/services/chat-assistant";
import type { Lang } from "@/lib/i18n";

export function ChatAssistantScreen({ lang }: { lang: Lang }) {
  return (
    <ServicePage
      service="chatAssistant"
      lang={lang}
      copy={chatAssistantCopy[lang]}
      pricing={prices.chatAssistant}
      heroIcon="chat"
      featureIcons={chatAssistantIcons}
    />
  );
}
