import { ServicePage } from "@/components/services/ServicePage";
import { prices } from "@/content/prices";
import { leadQualifierCopy, leadQualifierIcons } from "@/content/services/lead-qualifier";
import type { Lang } from "@/lib/i18n";

export function LeadQualifierScreen({ lang }: { lang: Lang }) {
  const copy = leadQualifierCopy[lang];
  return (
    <ServicePage
      service="leadQualifier"
      lang={lang}
      copy={copy}
      pricing={prices.leadQualifier}
      heroIcon="target"
      featureIcons={leadQualifierIcons}
      process={copy.process}
    />
  );
}
