"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { langOfPath, type Lang } from "@/lib/i18n";
import { counterpartPath } from "@/lib/routes";

/**
 * A link to the page shown, in another language. `query` (e.g. "?job=1") goes into the HTML,
 * so the link is right before and without JavaScript; once scripts run, a click takes the
 * query the address bar has then.
 */
export function LanguageLink({ lang, query = "", className, children }: { lang: Lang; query?: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const path = counterpartPath(pathname, lang);
  // The current language: "page" where the link leads to this very page (not on a 404).
  const current = langOfPath(pathname) !== lang ? undefined : path === pathname ? "page" : "true";
  return (
    <a
      href={path + query}
      hrefLang={lang}
      lang={lang}
      aria-current={current}
      className={className}
      onClick={(event) => {
        event.currentTarget.href = path + window.location.search;
      }}
    >
      {children}
    </a>
  );
}
