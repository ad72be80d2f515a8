import { JsonLd } from "@/components/seo/JsonLd";
import { Heading } from "@/components/ui/Heading";
import { proofCopy } from "@/content/pages/proof";
import type { Testimonial } from "@/content/proof";
import type { Lang } from "@/lib/i18n";
import { testimonialJsonLd } from "@/site/seo/proof-json-ld";

/** Customers' own words, each with their name, role and company, centred however few; nothing at all while there are none. */
export function Testimonials({ lang, items }: { lang: Lang; items: Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section data-reveal="" data-plain="" data-proof="testimonials" aria-labelledby="testimonials-title" className="container-page py-10 sm:py-20">
      <Heading id="testimonials-title" title={proofCopy[lang].testimonials.title} size="section" className="text-center" />
      <ul className="mt-8 flex flex-wrap justify-center gap-4 sm:mt-10">
        {items.map((t) => (
          <li key={t.id} data-testimonial={t.id} className="w-full md:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]">
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <blockquote className="flex-1 text-lg leading-relaxed text-pretty text-ink">
                <p>“{t[lang].quote}”</p>
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="block font-semibold text-ink">{t.person}</span>
                <span className="block text-muted">{t[lang].role}, {t.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <JsonLd items={items.map((t) => testimonialJsonLd(t, lang))} />
    </section>
  );
}
