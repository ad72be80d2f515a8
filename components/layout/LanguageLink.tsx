"use client";

import { usePageLocation } from "./page-location";
import type { ReactNode } from "react";
import { languageHref } from "@/lib/open-positions";
import { KEEP_QUERY_ATTRIBUTE } from "@/lib/header-menus-script";
import { langOfPath, type Lang } from "@/lib/i18n";
import { screenOfPath } from "@/lib/routes";

/**
 * A link to the page shown, in another language. The apply page's position (?job=N) is in the
 * HTML's link, so it is right before and without JavaScript; any other query comes along on click.
 * A page of the blog gives `href` itself: its counterpart is content the browser does not have
 * (docs/decisions/047-blog-pages-know-their-counterparts.md).
 */
export function LanguageLink({ lang, href: given, className, children }: { lang: Lang; href?: string; className?: string; children: ReactNode }) {
  const { pathname, job } = usePageLocation();
  const href = given ?? languageHref(pathname, job, lang);
  // The current language: "page" where the link leads to this very page, "true" on a 404 (it leads home).
  const onPage = given !== undefined || screenOfPath(pathname) !== undefined || typeof job === "string";
  const current = langOfPath(pathname) !== lang ? undefined : onPage ? "page" : "true";
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-current={current}
      className={className}
      {...(href.includes("?") ? {} : { [KEEP_QUERY_ATTRIBUTE]: "" })}
    >
      {children}
    </a>
  );
}
