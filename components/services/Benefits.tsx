import { DisclosureTile } from "@/components/ui/DisclosureTile";
import type { Benefit, Tuple } from "@/content/services/types";
import { SectionHeading } from "./SectionHeading";
import { hyphenate } from "@/content/hyphenation";

/**
 * The three gains, each a figure, a title and its text: three cards from sm up. On a phone one
 * card split by rules, each gain a native <details> whose figure and title show and whose text
 * opens on a tap, as the features do (FeatureGrid); the cards are then left out (display: none).
 */
export function Benefits({ title, intro, items, note }: { title: string; intro: string; items: Tuple<Benefit, 3>; note: string }) {
  return (
    <section data-reveal="" aria-labelledby="benefits-title" className="bg-ink py-8 sm:py-24">
      <div className="container-page">
        <SectionHeading id="benefits-title" title={title} intro={intro} tone="dark" />
        <ul className="mt-12 hidden gap-4 sm:grid lg:grid-cols-3 lg:gap-6">
          {items.map((benefit) => (
            <li key={benefit.title} data-testid="benefit" className="rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
              <p data-stat="" className="text-4xl font-bold tracking-tight text-indigo-200 xl:text-5xl">{benefit.stat}</p>
              <h3 className="mt-4 text-xl font-semibold text-white">{hyphenate(benefit.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-300">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-6 divide-y divide-white/10 rounded-2xl bg-white/5 ring-1 ring-white/10 sm:hidden">
          {items.map((benefit) => (
            <li key={benefit.title} data-testid="benefit-compact">
              <DisclosureTile
                tone="dark"
                mark={<span data-stat="" className="text-2xl font-bold tracking-tight text-indigo-200">{benefit.stat}</span>}
                title={hyphenate(benefit.title)}
                text={benefit.text}
              />
            </li>
          ))}
        </ul>
        <p data-claim-note="" className="mt-4 text-center text-xs text-slate-400 sm:mt-6 sm:text-sm">{note}</p>
      </div>
    </section>
  );
}
