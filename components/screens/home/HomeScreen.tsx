import { homeCopy } from "@/content/pages/home";
import type { ReactNode } from "react";
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

/** `video`: the hero video's island where the page is built with islands. */
export function HomeScreen({ lang, video }: { lang: Lang; video?: ReactNode }) {
  const t = homeCopy[lang];
  return (
    <>
      <Hero lang={lang} video={video} />
      <Manifesto lang={lang} />
      <Benefits lang={lang} />
      <Proof lang={lang} />
      <Solutions lang={lang} />
      <LatestArticles lang={lang} />
      <CtaBlock lang={lang} {...t.cta} />
      <section data-reveal="" className="bg-mist"><Faq id="home-faq" {...t.faq} /></section>
      <JsonLd items={[faqJsonLd(t.faq.items)]} />
    </>
  );
}
