import type { Lang } from "@/lib/i18n";
import { PlaceholderScreen } from "../PlaceholderScreen";

export function PhoneReceptionistScreen({ lang }: { lang: Lang }) {
  return <PlaceholderScreen screen="phoneReceptionist" lang={lang} />;
}
