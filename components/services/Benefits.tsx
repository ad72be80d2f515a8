import type { Benefit, Tuple } from "@/content/services/types";
import { SectionHeading } from "./SectionHeading";
import { hyphenate } from "@/content/hyphenation";

export function Benefits({ title, intro, items }: { title: string; intro: string; items: Tuple<Benefit, 3> }) {
  return (
    <section data-reveal="" aria-labelledby="benefits-title" className="bg-ink py-12 sm:py-24">
      <div className="container-page">
        <SectionHeading id="benefits-title" title={title} intro={intro} tone="dark" />
        <ul className="mt-10 grid gap-4 sm:mt-12 lg:grid-cols-3 lg:gap-6">
          {items.map((benefit) => (
            <li key={benefit.title} data-testid="benefit" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
              <p data-stat="" className="text-4xl font-bold tracking-tight text-indigo-200 xl:text-5xl">{benefit.stat}</p>
              <h3 className="mt-4 text-xl font-semibold text-white">{hyphenate(benefit.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-300">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
