import type { ServiceId } from "@/content/prices";
import type { Lang } from "@/lib/i18n";
import { CallVisual } from "./CallVisual";
import { ChatVisual } from "./ChatVisual";
import { LeadFlowVisual } from "./LeadFlowVisual";
import { SeoVisual } from "./SeoVisual";

const visuals: Record<ServiceId, (props: { lang: Lang; className?: string }) => React.ReactNode> = {
  chatAssistant: ChatVisual,
  phoneReceptionist: CallVisual,
  aiSeo: SeoVisual,
  leadQualifier: LeadFlowVisual,
};

/** The product visual of a service page. */
export function ServiceVisual({ service, lang, className }: { service: ServiceId; lang: Lang; className?: string }) {
  const Visual = visuals[service];
  return <Visual lang={lang} className={className} />;
}
