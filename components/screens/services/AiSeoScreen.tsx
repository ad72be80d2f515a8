import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function AiSeoScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="aiSeo" lang={lang} />;
}
