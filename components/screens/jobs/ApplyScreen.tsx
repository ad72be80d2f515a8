import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function ApplyScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="apply" lang={lang} />;
}
