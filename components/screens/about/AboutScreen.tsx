import Image from "next/image";
import { SiteLink } from "@/components/ui/SiteLink";
import { aboutCopy } from "@/content/pages/about";
import { serviceNames } from "@/content/glossary";
import type { ServiceId } from "@/content/prices";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { breadcrumbJsonLd, type Crumb } from "@/site/seo/breadcrumbs";
import { Breadcrumbs } from "@/components/about/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import { CtaBlock } from "@/components/ui/CtaBlock";

const services: ServiceId[] = ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"];

export function AboutScreen({ lang }: { lang: Lang }) {
  const t = aboutCopy[lang];
  const trail: Crumb[] = [
    { name: t.breadcrumb.home, path: pathFor("home", lang) },
    { name: t.breadcrumb.current, path: pathFor("about", lang) },
  ];
  return (
    <>
      <section aria-labelledby="about-title" className="bg-gradient-to-b from-brand-soft to-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumbs label={t.breadcrumb.label} trail={trail} />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
            <div>
              <h1 id="about-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {t.title}
              </h1>
              <p className="mt-5 text-xl text-pretty text-ink">{t.subtitle}</p>
              {t.intro.map((paragraph) => (
                <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </div>
            <Image
              src="/images/about-flow.svg"
              alt={t.illustrationAlt}
              width={560}
              height={420}
              loading="eager"
              className="h-auto w-full max-w-xl justify-self-center"
            />
          </div>
        </div>
      </section>

      <section data-reveal="" aria-labelledby="what-we-do" className="container-page py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="what-we-do" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.whatWeDo.title}
            </h2>
            {t.whatWeDo.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.map((screen) => (
              <li key={screen}>
                <SiteLink
                  href={pathFor(screen, lang)}
                  className="block h-full rounded-2xl border border-line bg-white p-5 shadow-sm transition-colors hover:border-brand hover:bg-brand-soft"
                >
                  <span className="block font-semibold text-brand">{serviceNames[lang][screen].name}</span>
                  <span className="mt-1 block text-ink">{t.whatWeDo.services[screen]}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section data-reveal="" aria-labelledby="mission" className="bg-mist">
        <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <h2 id="mission" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.mission.title}
            </h2>
            {t.mission.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <div>
            <h2 id="future" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.future.title}
            </h2>
            {t.future.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <SiteLink href={pathFor("jobs", lang)} className="btn-secondary mt-6">
              {t.future.jobsLink}
            </SiteLink>
          </div>
        </div>
      </section>

      <CtaBlock lang={lang} title={t.cta.title} text={t.cta.text} button={t.cta.button} />
      <JsonLd items={[breadcrumbJsonLd(trail)]} />
    </>
  );
}
