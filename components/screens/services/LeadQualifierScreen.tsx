import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function LeadQualifierScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="leadQualifier" lang={lang} />;
}
