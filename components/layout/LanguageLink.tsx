"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { langOfPath, type Lang } from "@/lib/i18n";
import { counterpartPath } from "@/lib/routes";

/** A link to the current page in another language; the query (e.g. ?job=1) comes along. */
export function LanguageLink({ lang, className, children }: { lang: Lang; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const href = counterpartPath(pathname, lang);
  const current = langOfPath(pathname) === lang;
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-current={current ? "true" : undefined}
      className={className}
      onClick={(event) => {
        event.currentTarget.href = href + window.location.search;
      }}
    >
      {children}
    </a>
  );
}
