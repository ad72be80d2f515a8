import { SiteLink } from "@/components/ui/SiteLink";
import { aboutCopy } from "@/content/pages/about";
import { serviceNames } from "@/content/glossary";
import type { ServiceId } from "@/content/prices";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { breadcrumbJsonLd, type Crumb } from "@/site/seo/breadcrumbs";
import { AboutIllustration } from "@/components/about/AboutIllustration";
import { TeamSection } from "@/components/about/TeamSection";
import { teamMembers } from "@/content/team";
import { Breadcrumbs } from "@/components/ui/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import { ColumnsSection } from "@/components/ui/ColumnsSection";
import { CtaBlock } from "@/components/ui/CtaBlock";
import { Heading } from "@/components/ui/Heading";
import type { ReactNode } from "react";

const services: ServiceId[] = ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"];

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
  ));
}

/** A titled column of running text, with what follows it (a link) as children. */
function TextColumn({ id, text, children }: { id: string; text: { title: string; paragraphs: string[] }; children?: ReactNode }) {
  return (
    <Heading id={id} title={text.title} size="section">
      <Paragraphs texts={text.paragraphs} />
      {children}
    </Heading>
  );
}

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
            <Heading level={1} id="about-title" title={t.title} size="page">
              <p className="mt-5 text-xl text-pretty text-ink">{t.subtitle}</p>
              <Paragraphs texts={t.intro} />
            </Heading>
            <AboutIllustration alt={t.illustrationAlt} className="h-auto w-full max-w-xl justify-self-center" />
          </div>
        </div>
      </section>

      <ColumnsSection labelledBy="what-we-do">
        <TextColumn id="what-we-do" text={t.whatWeDo} />
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
      </ColumnsSection>

      <ColumnsSection labelledBy="mission" grey>
        <TextColumn id="mission" text={t.mission} />
        <TextColumn id="future" text={t.future}>
          <SiteLink href={pathFor("jobs", lang)} className="btn-secondary mt-6">{t.future.jobsLink}</SiteLink>
        </TextColumn>
      </ColumnsSection>

      <TeamSection lang={lang} title={t.team.title} members={teamMembers()} />
      <CtaBlock lang={lang} {...t.cta} />
      <JsonLd items={[breadcrumbJsonLd(trail)]} />
    </>
  );
}
