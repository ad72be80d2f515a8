import { SiteLink } from "@/components/ui/SiteLink";
import type { ReactNode } from "react";
import { serviceGroups, serviceNames } from "@/content/glossary";
import { homeCopy } from "@/content/pages/home";
import type { ServiceId } from "@/content/prices";
import type { Lang } from "@/lib/i18n";
import { pathFor, type Screen } from "@/lib/routes";

/**
 * One solution group. The two cards share the rows of the grid they sit in (CSS subgrid), so
 * their titles, texts, lists and buttons start at the same height, whatever each one says.
 */
function Card({
  title,
  text,
  points,
  icon,
  links,
}: {
  title: string;
  text: string;
  points: string[];
  icon: ReactNode;
  links: { screen: Screen; href: string; label: string }[];
}) {
  return (
    <article data-solution-card="" className="row-span-5 grid grid-rows-subgrid gap-y-0 rounded-3xl border border-line bg-white p-7 shadow-sm sm:p-9">
      <div className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">{icon}</div>
      <h3 className="mt-6 text-2xl font-bold tracking-tight">{title}</h3>
      <p className="mt-3 text-muted">{text}</p>
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 text-accent">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid content-end gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {links.map((link, index) => (
          <SiteLink key={link.screen} href={link.href} data-solution-link={link.screen} className={index === 0 ? "btn-primary" : "btn-secondary"}>
            {link.label}
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shrink-0">
              <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </SiteLink>
        ))}
      </div>
    </article>
  );
}

const chatIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
    <path d="M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-4 3v-3H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="M8 11h.01M12 11h.01M16 11h.01" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const growthIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
    <path d="M3 17l6-6 4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M15 7h6v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The two solution groups with buttons to the four service pages. */
export function Solutions({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].solutions;
  const link = (screen: ServiceId) => ({ screen, href: pathFor(screen, lang), label: serviceNames[lang][screen].name });
  return (
    <section data-reveal="" data-plain="" aria-labelledby="solutions-title" className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="solutions-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t.title}
        </h2>
        <p className="mt-4 text-lg text-muted">{t.intro}</p>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <Card
          {...t.customerService}
          title={serviceGroups[lang].customerService}
          icon={chatIcon}
          links={[link("chatAssistant"), link("phoneReceptionist")]}
        />
        <Card {...t.marketing} title={serviceGroups[lang].marketing} icon={growthIcon} links={[link("aiSeo"), link("leadQualifier")]} />
      </div>
    </section>
  );
}
