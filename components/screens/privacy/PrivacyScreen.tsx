import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function PrivacyScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="privacy" lang={lang} />;
}
