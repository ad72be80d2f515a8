import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import { StatList } from "@/components/ui/StatList";
import { serviceVisuals } from "@/components/visuals/ServiceVisual";
import { claimNotes } from "@/content/claims";
import { serviceNames } from "@/content/glossary";
import type { ServiceId } from "@/content/prices";
import type { IconName, ServiceCopy } from "@/content/services/types";
import { serviceUi } from "@/content/services/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { Icon, CheckIcon } from "./Icon";

type Props = {
  service: ServiceId;
  lang: Lang;
  hero: ServiceCopy<number, number>["hero"];
  icon: IconName;
  /** The free trial's days where the service has one: the first of the trust lines says so. */
  trialDays: number | undefined;
  /** The second action leads to the process section where the page has one, else to the packages. */
  toProcess: boolean;
};

/** The top of a service page: the page's one h1, the booking button, three key figures and the product at work. */
export function ServiceHero({ service, lang, hero, icon, trialDays, toProcess }: Props) {
  const t = serviceUi[lang];
  const secondary = toProcess ? { href: "#process", label: t.seeProcess } : { href: "#packages", label: t.seePackages };
  const trust = [trialDays ? t.freeTrial(trialDays) : t.trustFreeCall, t.trustGdpr];
  const Visual = serviceVisuals[service];
  return (
    // Plain: its gradient ends in white, on which the features follow (globals.css).
    <section aria-labelledby="hero-title" data-plain="" className="relative isolate overflow-hidden bg-gradient-to-b from-brand-soft via-white to-white">
      {/* Soft glows as radial gradients: a blur filter this large is slow to paint on phones. */}
      <div aria-hidden="true" className="absolute -top-56 -right-56 -z-10 size-[40rem] bg-radial from-indigo-200/50 to-transparent to-70%" />
      <div aria-hidden="true" className="absolute top-8 -left-64 -z-10 size-[36rem] bg-radial from-teal-100/70 to-transparent to-70%" />
      <div className="container-page grid items-center gap-6 pt-8 pb-6 sm:gap-12 sm:pt-20 sm:pb-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pt-24 lg:pb-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-semibold text-brand">
            <Icon name={icon} size={18} />
            {serviceNames[lang][service].name}
          </p>
          <Heading level={1} id="hero-title" title={hero.title} lead={hero.subtitle} size="page" className="mt-4 max-w-2xl sm:mt-5" />
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap">
            <SiteLink href={pathFor("bookCall", lang)} className="btn-primary" data-testid="hero-book-call">
              {t.bookCall}
              <Icon name="arrow" size={18} strokeWidth={2.4} />
            </SiteLink>
            {/* On a phone a quieter text link: the booking button, stacked above it, is then by far
                the larger link under the reader's finger, the one Chrome on Android prerenders
                after a scroll (docs/measurements/framework-gate.md); two equal buttons, it picks neither. */}
            <a href={secondary.href} className="btn-secondary max-sm:self-center max-sm:border-transparent max-sm:bg-transparent max-sm:px-2 max-sm:py-2 max-sm:underline max-sm:underline-offset-4" data-testid="hero-secondary">
              {secondary.label}
            </a>
          </div>
          <ul className="mt-4 flex flex-col gap-2 text-sm sm:mt-6 text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            {trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className="shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <Visual lang={lang} className="mx-auto max-w-xl lg:max-w-none" />
      </div>
      <div className="container-page pb-8 sm:pb-20">
        <StatList stats={hero.stats} look="band" />
        <p data-claim-note="" className="mt-3 text-center text-xs text-muted sm:text-sm">{claimNotes[lang].typical}</p>
      </div>
    </section>
  );
}
