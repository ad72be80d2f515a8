import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function AboutScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="about" lang={lang} />;
}
