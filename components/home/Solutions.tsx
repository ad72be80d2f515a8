import { Icon } from "@/components/services/Icon";
import { SectionHeading } from "@/components/services/SectionHeading";
import { SiteLink } from "@/components/ui/SiteLink";
import type { ReactNode } from "react";
import { serviceGroups, serviceNames } from "@/content/glossary";
import { homeCopy } from "@/content/pages/home";
import type { ServiceId } from "@/content/prices";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";

type CardProps = { lang: Lang; title: string; text: string; points: string[]; icon: ReactNode; services: ServiceId[] };

/**
 * One solution group. The two cards share the rows of the grid they sit in (CSS subgrid), so
 * their titles, texts, lists and buttons start at the same height, whatever each one says.
 */
function Card({ lang, title, text, points, icon, services }: CardProps) {
  return (
    <article data-solution-card="" className="row-span-5 grid snap-start grid-rows-subgrid gap-y-0 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-9">
      <div className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">{icon}</div>
      <h3 className="mt-4 text-2xl sm:mt-6 font-bold tracking-tight">{title}</h3>
      <p className="mt-3 text-muted">{text}</p>
      <ul className="mt-4 space-y-3 sm:mt-6">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <Icon name="check" size={20} strokeWidth={2.6} className="mt-0.5 shrink-0 text-accent" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid content-end gap-3 sm:mt-8 sm:grid-cols-2 lg:grid-cols-1">
        {services.map((screen, index) => (
          <SiteLink key={screen} href={pathFor(screen, lang)} data-solution-link={screen} className={index === 0 ? "btn-primary" : "btn-secondary"}>
            {serviceNames[lang][screen].name}
            <Icon name="arrow" size={16} strokeWidth={2.4} className="shrink-0" />
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

/** The two solution groups with buttons to the four service pages. */
export function Solutions({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].solutions;
  const groups = serviceGroups[lang];
  return (
    <section data-reveal="" data-plain="" aria-labelledby="solutions-title" className="container-page py-10 sm:py-24">
      <SectionHeading id="solutions-title" title={t.title} intro={t.intro} />
      {/* On a phone the two cards side by side in a row that scrolls, as the packages do: stacked, they were a fifth of the page. */}
      <div data-solution-row="" className="mt-8 grid gap-4 max-lg:snap-x max-lg:snap-mandatory max-lg:grid-cols-[repeat(2,min(92%,28rem))] max-lg:overflow-x-auto max-lg:pb-2 sm:mt-12 sm:gap-6 lg:grid-cols-2">
        <Card lang={lang} {...t.customerService} title={groups.customerService} icon={chatIcon} services={["chatAssistant", "phoneReceptionist"]} />
        <Card lang={lang} {...t.marketing} title={groups.marketing} icon={<Icon name="trend" size={28} strokeWidth={2} />} services={["aiSeo", "leadQualifier"]} />
      </div>
    </section>
  );
}
