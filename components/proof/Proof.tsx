import type { ServiceId } from "@/content/prices";
import { proofFor } from "@/content/proof";
import type { Lang } from "@/lib/i18n";
import { CaseStudies } from "./CaseStudies";
import { Testimonials } from "./Testimonials";

/** The page's place for proof (docs/decisions/055-proof-is-content-shown-only-when-real.md): a service's own on its page, all of it on the home page; each kind left out while it is empty. */
export function Proof({ lang, service }: { lang: Lang; service?: ServiceId }) {
  const { testimonials, caseStudies } = proofFor(service);
  return (
    <>
      <Testimonials lang={lang} items={testimonials} />
      <CaseStudies lang={lang} items={caseStudies} />
    </>
  );
}
