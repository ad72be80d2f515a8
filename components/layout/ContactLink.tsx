"use client";

import { usePageLocation } from "./page-location";
import type { ReactNode } from "react";
import type { Lang } from "@/lib/i18n";
import { contactFormHref } from "@/site/navigation";

/**
 * The header's Contact link: one step to a contact form from every page, the one on this page
 * or, where the page has none, the home page's. A plain link: the home page is a document of
 * its own (components/ui/SiteLink.tsx), and an in-page jump needs no router.
 */
export function ContactLink({ lang, place, className, children }: { lang: Lang; place: "header" | "menu"; className: string; children: ReactNode }) {
  return (
    <a href={contactFormHref(usePageLocation().pathname, lang, place)} className={className}>
      {children}
    </a>
  );
}
