import { ui } from "@/content/ui";
import { languages, type Lang } from "@/lib/i18n";
import { Flag } from "./Flag";
import { LanguageLink } from "./LanguageLink";

/** The page in each language, the current one ticked (and aria-current). */
export function LanguageChoices({ lang }: { lang: Lang }) {
  const t = ui[lang];
  return (
    <ul className="space-y-1">
      {languages.map((l) => (
        <li key={l}>
          <LanguageLink
            lang={l}
            className="group/lang flex min-w-40 items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink hover:bg-mist [&[aria-current]]:font-semibold"
          >
            <Flag lang={l} />
            {t.languageNames[l]}
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="ml-auto hidden text-brand group-[[aria-current]]/lang:block">
              <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
