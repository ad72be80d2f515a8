"use client";

import { useParams, usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { languageHref } from "@/lib/apply-variants";
import { langOfPath, type Lang } from "@/lib/i18n";

/**
 * A link to the current page in another language. The apply page's position (?job=N) is in the
 * HTML's link; any other query comes along on click.
 */
export function LanguageLink({ lang, className, children }: { lang: Lang; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const href = languageHref(pathname, useParams()?.job, lang);
  const current = langOfPath(pathname) === lang;
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-current={current ? "true" : undefined}
      className={className}
      onClick={(event) => {
        if (!href.includes("?")) event.currentTarget.href = href + window.location.search;
      }}
    >
      {children}
    </a>
  );
}
