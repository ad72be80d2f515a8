import { homeCopy } from "@/content/pages/home";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { Faq } from "@/components/faq/Faq";
import { faqJsonLd } from "@/site/seo/faq";
import { Benefits } from "@/components/home/Benefits";
import { Hero } from "@/components/home/Hero";
import { LatestArticles } from "@/components/home/LatestArticles";
import { Manifesto } from "@/components/home/Manifesto";
import { Proof } from "@/components/proof/Proof";
import { Solutions } from "@/components/home/Solutions";
import { JsonLd } from "@/components/seo/JsonLd";
import { CtaBlock } from "@/components/ui/CtaBlock";

export function HomeScreen({ lang }: { lang: Lang }) {
  const t = homeCopy[lang];
  const c = siteConfig();
  const videoId = lang === "fi" ? c.HERO_VIDEO_ID_FI : c.HERO_VIDEO_ID_EN;
  return (
    <>
      <Hero lang={lang} videoId={videoId} />
      <Manifesto lang={lang} />
      <Benefits lang={lang} />
      <Proof lang={lang} />
      <Solutions lang={lang} />
      <LatestArticles lang={lang} />
      <CtaBlock lang={lang} title={t.cta.title} text={t.cta.text} button={t.cta.button} />
      <section data-reveal="" className="bg-mist">
        <Faq id="home-faq" title={t.faq.title} items={t.faq.items} />
      </section>
      <JsonLd items={[faqJsonLd(t.faq.items)]} />
    </>
  );
}
