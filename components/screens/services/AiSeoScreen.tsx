import { ServicePage } from "@/components/services/ServicePage";
import { prices } from "@/content/prices";
import { aiSeoCopy, aiSeoIcons } from "@/content/services/ai-seo";
import type { Lang } from "@/lib/i18n";

export function AiSeoScreen({ lang }: { lang: Lang }) {
  return (
    <ServicePage service="aiSeo" lang={lang} copy={aiSeoCopy[lang]} pricing={prices.aiSeo} heroIcon="search" featureIcons={aiSeoIcons} />
  );
}
