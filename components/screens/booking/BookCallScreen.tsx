import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function BookCallScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="bookCall" lang={lang} />;
}
