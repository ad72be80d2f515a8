import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function HomeScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="home" lang={lang} />;
}
