import { Heading } from "@/components/ui/Heading";
import { StatList } from "@/components/ui/StatList";
import { claimNotes } from "@/content/claims";
import { homeCopy } from "@/content/pages/home";
import type { Lang } from "@/lib/i18n";

/** The claims of the site as four short figures. */
export function Benefits({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].benefits;
  return (
    <section data-reveal="" data-plain="" aria-labelledby="benefits-title" className="container-page py-10 sm:py-20">
      <Heading id="benefits-title" title={t.title} size="section" className="text-center" />
      <StatList stats={t.items} look="cards" className="mt-6 sm:mt-10" />
      <p data-claim-note="" className="mt-6 text-center text-sm text-muted">{claimNotes[lang].typical}</p>
    </section>
  );
}
