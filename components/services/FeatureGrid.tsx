import { DisclosureTile } from "@/components/ui/DisclosureTile";
import { FeatureVisual } from "@/components/visuals/FeatureVisual";
import type { ServiceId } from "@/content/prices";
import type { Feature, IconName, Tuple } from "@/content/services/types";
import { leadFeature } from "@/content/visuals";
import type { Lang } from "@/lib/i18n";
import { Icon } from "./Icon";
import { SectionHeading } from "./SectionHeading";
import { hyphenate } from "@/content/hyphenation";

type Props = { service: ServiceId; lang: Lang; title: string; intro: string; items: Tuple<Feature, 8>; icons: Tuple<IconName, 8> };

/** Tints of the small cards' icons, taken in turn. */
const tints = ["bg-brand-soft text-brand", "bg-accent-soft text-accent"];

/**
 * The 8 features: the service's lead feature first and larger, with its own picture, then the
 * other seven in a grid (three columns on a wide screen, the lead card two rows tall). On a phone
 * the seven are compact, two columns of icon and title, each a native <details> that opens on
 * its text: the same features and words, a third of the height. The cards are then left out
 * (display: none, so neither read nor found twice), and the compact ones on a wider screen.
 */
export function FeatureGrid({ service, lang, title, intro, items, icons }: Props) {
  const lead = leadFeature[service];
  const rest = items.flatMap((feature, i) => (i === lead ? [] : [{ feature, icon: icons[i] ?? "chat" }]));
  const main = items[lead]!;
  return (
    <section data-reveal="" data-plain="" aria-labelledby="features-title" className="container-page py-8 sm:py-24">
      <SectionHeading id="features-title" title={title} intro={intro} />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-3">
        <li
          data-testid="feature"
          className="col-span-2 flex flex-col gap-8 rounded-3xl border border-indigo-100 bg-gradient-to-b from-brand-soft to-white p-5 sm:flex-row sm:items-center sm:p-8 lg:col-span-1 lg:p-6 lg:row-span-2 lg:flex-col lg:items-stretch"
        >
          <div className="sm:flex-1">
            <span className="inline-flex size-10 sm:size-12 items-center justify-center rounded-2xl bg-brand text-white shadow-sm">
              <Icon name={icons[lead] ?? "chat"} />
            </span>
            <h3 className="mt-3 text-xl sm:mt-5 sm:text-2xl font-bold tracking-tight text-ink">{hyphenate(main.title)}</h3>
            <p className="mt-2 leading-relaxed text-muted sm:mt-3">{main.text}</p>
          </div>
          {/* Decoration (the text says it): left out on a phone, where the page stays short. */}
          <FeatureVisual service={service} lang={lang} className="hidden sm:block sm:flex-1 lg:mt-auto lg:flex-none" />
        </li>
        {rest.map(({ feature, icon }, i) => (
          <li
            key={feature.title}
            data-testid="feature"
            className="hidden rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:block sm:[&:nth-last-child(8)]:col-span-2 lg:[&:nth-last-child(8)]:col-span-1"
          >
            <span className={`inline-flex size-11 items-center justify-center rounded-xl ${tints[i % tints.length]}`}><Icon name={icon} /></span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{hyphenate(feature.title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{feature.text}</p>
          </li>
        ))}
        {rest.map(({ feature, icon }, i) => (
          <li key={`${feature.title} compact`} data-testid="feature-compact" className="last:col-span-2 sm:hidden">
            <DisclosureTile
              tone="light"
              mark={
                <span className={`inline-flex size-8 items-center justify-center rounded-xl ${tints[i % tints.length]}`}><Icon name={icon} /></span>
              }
              title={hyphenate(feature.title)}
              text={feature.text}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
