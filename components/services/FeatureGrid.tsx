import type { Feature, IconName, Tuple } from "@/content/services/types";
import { Icon } from "./Icon";
import { SectionHeading } from "./SectionHeading";

export function FeatureGrid({ title, intro, items, icons }: { title: string; intro: string; items: Tuple<Feature, 8>; icons: Tuple<IconName, 8> }) {
  return (
    <section data-reveal="" aria-labelledby="features-title" className="container-page py-16 sm:py-24">
      <SectionHeading id="features-title" title={title} intro={intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((feature, i) => (
          <li key={feature.title} data-testid="feature" className="rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={icons[i] ?? "chat"} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
