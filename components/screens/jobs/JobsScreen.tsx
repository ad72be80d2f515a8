import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function JobsScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="jobs" lang={lang} />;
}
