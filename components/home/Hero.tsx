import { Icon } from "@/components/services/Icon";
import { SiteLink } from "@/components/ui/SiteLink";
import { HomeVisual } from "@/components/visuals/HomeVisual";
import { homeCopy } from "@/content/pages/home";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import type { ReactNode } from "react";
import { VideoFacade, type VideoFacadeProps } from "@/components/video/VideoFacade";
import { siteConfig } from "@/lib/site-config";

/** The click-to-play video of the language, or undefined where none is configured. */
export function heroVideo(lang: Lang): VideoFacadeProps | undefined {
  const c = siteConfig();
  const videoId = lang === "fi" ? c.HERO_VIDEO_ID_FI : c.HERO_VIDEO_ID_EN;
  const t = homeCopy[lang].hero.video;
  return videoId ? { videoId, title: t.title, playLabel: t.play, poster: { src: "/images/hero-poster.svg", width: 1280, height: 720, alt: t.posterAlt } } : undefined;
}

/**
 * Home hero: title, subtitle, the booking button and the products at work in the language. The
 * click-to-play video follows where one is configured (`video`: its island where the page is
 * built with islands, else the facade drawn here); without one the product visual is the whole
 * picture (a poster alone would only repeat it).
 */
export function Hero({ lang, video }: { lang: Lang; video?: ReactNode }) {
  const facade = heroVideo(lang);
  const t = homeCopy[lang].hero;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-soft to-white">
      <div className="container-page grid items-center gap-8 py-10 sm:gap-10 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl xl:text-[3.375rem]">{t.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-pretty text-muted sm:mt-6 sm:text-xl">{t.subtitle}</p>
          <div className="mt-6 flex flex-col items-start gap-3 sm:mt-8">
            <SiteLink href={pathFor("bookCall", lang)} className="btn-primary px-7 py-3.5 text-base" data-testid="hero-book-call">
              {t.cta}
              <Icon name="arrow" size={18} strokeWidth={2.4} />
            </SiteLink>
            <p className="text-sm text-muted">{t.ctaNote}</p>
          </div>
        </div>
        <HomeVisual lang={lang} className="mx-auto max-w-xl lg:max-w-none" />
      </div>
      {facade ? (
        <div className="container-page pb-10 sm:pb-20">
          <div className="mx-auto max-w-3xl">{video ?? <VideoFacade {...facade} />}</div>
        </div>
      ) : null}
    </section>
  );
}
