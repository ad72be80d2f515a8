import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/JsonLd";
import { VoiceAgent } from "@/components/voice/VoiceAgent";
import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import type { PageFrame } from "@/site/navigation";
import { organizationJsonLd, websiteJsonLd } from "@/site/seo/json-ld";
import { Footer, type SiteForms } from "./Footer";
import { Header } from "./Header";

/** What every page's <body> holds around its content: the skip link, header, main, footer, the site-wide JSON-LD and the voice agent. */
export function SiteBody({ lang, forms, frame = {}, voice, children }: { lang: Lang; forms: SiteForms; frame?: PageFrame; voice?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {ui[lang].skipToContent}
      </a>
      <Header lang={lang} languageLinks={frame.languageLinks} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer lang={lang} forms={forms} newsletterInPage={frame.newsletterInPage} />
      <JsonLd items={[organizationJsonLd(), websiteJsonLd(lang)]} />
      {voice === undefined ? <VoiceAgent lang={lang} /> : voice}
    </>
  );
}
