import { JsonLd } from "@/components/seo/JsonLd";
import { Chevron } from "@/components/ui/Chevron";
import { Heading } from "@/components/ui/Heading";
import { serviceNames } from "@/content/glossary";
import { hyphenate } from "@/content/hyphenation";
import { proofCopy } from "@/content/pages/proof";
import type { CaseStudy } from "@/content/proof";
import type { Lang } from "@/lib/i18n";
import { caseStudyJsonLd } from "@/site/seo/proof-json-ld";

/**
 * What was done for real clients: the client, the service, the measured result in view, the
 * problem and what was deployed a tap away (native <details>); nothing at all while there are none.
 */
export function CaseStudies({ lang, items }: { lang: Lang; items: CaseStudy[] }) {
  if (items.length === 0) return null;
  const t = proofCopy[lang].caseStudies;
  return (
    <section data-reveal="" data-plain="" data-proof="case-studies" aria-labelledby="case-studies-title" className="py-10 sm:py-20">
      <div className="container-page">
        <Heading id="case-studies-title" title={t.title} size="section" className="text-center" />
        <ul className="mt-8 flex flex-wrap justify-center gap-4 sm:mt-10">
          {items.map((c) => {
            const text = c[lang];
            return (
              <li key={c.id} data-case-study={c.id} className="w-full lg:w-[calc((100%-1rem)/2)]">
                <article aria-labelledby={`case-${c.id}`} className="h-full rounded-2xl border border-line bg-white p-6 shadow-sm">
                  <p className="text-sm font-semibold text-accent">{c.client} · {serviceNames[lang][c.service].name}</p>
                  <h3 id={`case-${c.id}`} className="mt-2 text-xl font-bold text-ink">{hyphenate(text.title)}</h3>
                  {text.figure ? (
                    <p className="mt-4">
                      <span data-stat="" className="block text-3xl font-bold tracking-tight whitespace-nowrap text-brand">{text.figure.value}</span>
                      <span data-stat="" className="block text-sm text-muted">{text.figure.label}</span>
                    </p>
                  ) : null}
                  <h4 className="mt-4 font-semibold text-ink">{t.result}</h4>
                  <p className="mt-1 text-muted">{text.result}</p>
                  <details className="group mt-4 border-t border-line pt-3">
                    <summary className="flex list-none items-center justify-between gap-4 py-1 font-semibold text-brand">
                      {t.more}
                      <Chevron />
                    </summary>
                    <h4 className="mt-3 font-semibold text-ink">{t.problem}</h4>
                    <p className="mt-1 text-muted">{text.problem}</p>
                    <h4 className="mt-3 font-semibold text-ink">{t.deployed}</h4>
                    <p className="mt-1 text-muted">{text.deployed}</p>
                  </details>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
      <JsonLd items={items.map((c) => caseStudyJsonLd(c, lang))} />
    </section>
  );
}
