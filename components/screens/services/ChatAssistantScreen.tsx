import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function ChatAssistantScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="chatAssistant" lang={lang} />;
}
