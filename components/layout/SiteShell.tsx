import type { ReactNode } from "react";
import type { Lang } from "@/lib/i18n";
import type { PageFrame } from "@/site/navigation";
import { inter } from "./fonts";
import type { SiteForms } from "./Footer";
import { FrameworkGate } from "./FrameworkGate";
import { HeaderMenus } from "./HeaderMenus";
import { HydrationMark } from "./HydrationMark";
import { PrerenderMark } from "./PrerenderMark";
import { SiteBody } from "./SiteBody";
import { SiteIcon } from "./SiteIcon";
import { SpeculationRules } from "./SpeculationRules";

/** The document of every page on Next.js: <html lang>, its head, and the body every page shares (SiteBody). */
export function SiteShell({ lang, forms, frame = {}, children }: { lang: Lang; forms: SiteForms; frame?: PageFrame; children: ReactNode }) {
  return (
    // data-scroll-behavior: Next.js turns the CSS smooth scrolling off while it moves to the top
    // of a new page; smooth, that scroll was cut short and left pages scrolled down.
    <html lang={lang} className={inter.variable} data-scroll-behavior="smooth">
      <head>
        <PrerenderMark />
        <FrameworkGate />
        <HeaderMenus />
        <SpeculationRules />
        <SiteIcon />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans antialiased">
        <SiteBody lang={lang} forms={forms} frame={frame}>
          {children}
        </SiteBody>
        <HydrationMark />
      </body>
    </html>
  );
}
