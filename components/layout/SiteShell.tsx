import type { ReactNode } from "react";
import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import type { PageFrame } from "@/site/navigation";
import { organizationJsonLd, websiteJsonLd } from "@/site/seo/json-ld";
import { JsonLd } from "@/components/seo/JsonLd";
import { VoiceAgent } from "@/components/voice/VoiceAgent";
import { inter } from "./fonts";
import { Footer, type SiteForms } from "./Footer";
import { FrameworkGate } from "./FrameworkGate";
import { Header } from "./Header";
import { HeaderMenus } from "./HeaderMenus";
import { HydrationMark } from "./HydrationMark";
import { PrerenderMark } from "./PrerenderMark";
import { SiteIcon } from "./SiteIcon";
import { SpeculationRules } from "./SpeculationRules";

/** The document of every page: <html lang>, header, main content, footer and site-wide JSON-LD. */
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
        <a href="#main" className="sr-only z-50 rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {ui[lang].skipToContent}
        </a>
        <Header lang={lang} languageLinks={frame.languageLinks} />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer lang={lang} forms={forms} newsletterInPage={frame.newsletterInPage} />
        <JsonLd items={[organizationJsonLd(), websiteJsonLd(lang)]} />
        <VoiceAgent lang={lang} />
        <HydrationMark />
      </body>
    </html>
  );
}
