import { Icon } from "@/components/services/Icon";
import { ui } from "@/content/ui";
import { languages, type Lang } from "@/lib/i18n";
import { Flag } from "./Flag";
import { LanguageLink } from "./LanguageLink";

/** The page in each language, the current one ticked (and aria-current); `links` when the page knows where they lead. */
export function LanguageChoices({ lang, links }: { lang: Lang; links?: Record<Lang, string> }) {
  const t = ui[lang];
  return (
    <ul className="space-y-1">
      {languages.map((l) => (
        <li key={l}>
          <LanguageLink
            lang={l}
            href={links?.[l]}
            className="group/lang flex min-w-40 items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink hover:bg-mist [&[aria-current]]:font-semibold"
          >
            <Flag lang={l} />
            {t.languageNames[l]}
            <Icon name="check" size={18} strokeWidth={2.6} className="ml-auto hidden text-brand group-[[aria-current]]/lang:block" />
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
