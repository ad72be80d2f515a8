import { Fragment, type ReactNode } from "react";
import { PageHero } from "@/components/ui/PageHero";
import { Heading } from "@/components/ui/Heading";
import { privacyCopy } from "@/content/pages/privacy";
import { formatBusinessId } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { PrivacyBlocks } from "@/components/privacy/PrivacyBlocks";
import { optionalWidgetsInUse, shownSections, type ShownSection } from "@/site/privacy-as-shown";

const TOC_ID = "toc";

function BackToTop({ label }: { label: string }) {
  return (
    <a href={`#${TOC_ID}`} className="mt-6 inline-block text-sm font-medium text-brand underline-offset-4 hover:underline">↑ {label}</a>
  );
}

export function PrivacyScreen({ lang }: { lang: Lang }) {
  const t = privacyCopy[lang];
  const c = siteConfig();
  const controller = t.controller;
  const sections = shownSections(t.sections, optionalWidgetsInUse(c));
  const link = "text-brand underline underline-offset-4";
  const contacts: [string, ReactNode][] = [
    [controller.legalName, c.COMPANY_LEGAL_NAME],
    [controller.businessId, <span className="whitespace-nowrap">{formatBusinessId(c.COMPANY_BUSINESS_ID)}</span>],
    [controller.address, <>{c.COMPANY_STREET}, {c.COMPANY_POSTAL_CODE} {c.COMPANY_CITY}</>],
    [controller.email, <a href={`mailto:${c.COMPANY_EMAIL}`} className={link}>{c.COMPANY_EMAIL}</a>],
    [controller.phone, <a href={`tel:${c.COMPANY_PHONE.replace(/[^\d+]/g, "")}`} className={link}>{c.COMPANY_PHONE}</a>],
  ];
  const toc: Pick<ShownSection, "id" | "title" | "subsections">[] = [{ id: controller.id, title: controller.title }, ...sections];
  return (
    <>
      <PageHero id="privacy-title" title={t.title} lead={t.intro}>
        <p className="mt-4 text-sm font-medium text-muted" data-last-updated="">
          {t.lastUpdatedLabel} <time dateTime={t.lastUpdatedIso}>{t.lastUpdated}</time>
        </p>
      </PageHero>

      <section className="container-page grid gap-10 pb-16 sm:pb-24 lg:grid-cols-[16rem_1fr] lg:gap-14">
        {/* Sticky beside the notice on a wide screen, and never taller than the window: its own list
            scrolls when the window is too low for it (a 700 px high window), so every item can be reached. */}
        <nav id={TOC_ID} aria-labelledby="toc-title" className="self-start rounded-2xl border border-line bg-mist p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:overscroll-contain">
          <Heading id="toc-title" title={t.tocTitle} size="label" />
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-muted">
            {toc.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand underline-offset-4 hover:underline">{section.title}</a>
                {section.subsections ? (
                  <ul className="mt-1.5 space-y-1 pl-1">
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <a href={`#${sub.id}`} className="text-muted underline-offset-4 hover:text-brand hover:underline">{sub.title}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl min-w-0" data-privacy-body="">
          <section id={controller.id} aria-labelledby={`${controller.id}-title`} className="scroll-mt-24 pb-10">
            <Heading id={`${controller.id}-title`} title={controller.title} size="card" />
            <p className="mt-4 leading-relaxed text-muted">{controller.text}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[10rem_1fr]">
              {contacts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className="font-semibold text-ink">{term}</dt>
                  <dd className="text-muted">{value}</dd>
                </Fragment>
              ))}
            </dl>
            <p className="mt-4 leading-relaxed text-muted">{controller.contactNote}</p>
          </section>

          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 border-t border-line py-10">
              <Heading id={`${section.id}-title`} title={section.title} size="card" />
              <PrivacyBlocks blocks={section.blocks} />
              {section.subsections?.map((sub) => (
                <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`} className="mt-8 scroll-mt-24">
                  <h3 id={`${sub.id}-title`} className="text-lg font-semibold text-ink">{sub.title}</h3>
                  <PrivacyBlocks blocks={sub.blocks} />
                </section>
              ))}
              <BackToTop label={t.backToTop} />
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
