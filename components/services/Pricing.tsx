import { Chevron } from "@/components/ui/Chevron";
import { SiteLink } from "@/components/ui/SiteLink";
import { bannerSavings, prices, type Package, type Price, type ServiceId } from "@/content/prices";
import type { PackageCopy } from "@/content/services/types";
import { serviceUi } from "@/content/services/ui";
import { formatMoney } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { CheckIcon } from "./Icon";
import { SectionHeading } from "./SectionHeading";
import styles from "./pricing.module.css";

type Props = { service: ServiceId; lang: Lang; title: string; intro: string; packages: PackageCopy[] };

/** Packages and prices, read from content/prices.ts; a monthly/annual switch where the service has one. */
export function Pricing({ service, lang, title, intro, packages }: Props) {
  const t = serviceUi[lang];
  const pricing = prices[service];
  const onboardingFee = pricing.billing === "quote" ? undefined : pricing.onboardingFee;
  const single = pricing.packages.length === 1;
  // Below lg several packages sit side by side in a row that scrolls sideways, each card snapping
  // into place and the next one showing at the edge: a phone reads one package at a time instead
  // of a column three cards tall. On a wide screen, three columns.
  const row = "max-lg:-mx-4 max-lg:flex max-lg:snap-x max-lg:snap-mandatory max-lg:overflow-x-auto max-lg:px-4 max-lg:pt-4 max-lg:pb-6 max-lg:*:w-[min(85%,24rem)] max-lg:*:shrink-0 max-lg:*:snap-center sm:max-lg:-mx-6 sm:max-lg:px-6";
  return (
    <section id="packages" data-reveal="" aria-labelledby="packages-title" className="bg-mist py-8 sm:py-24">
      <div className="container-page">
        <SectionHeading id="packages-title" title={title} intro={intro} />
        <div className={pricing.billing === "monthlyOrAnnual" ? styles.billing : undefined} data-testid="pricing">
          {pricing.billing === "monthlyOrAnnual" ? (
            <>
              <fieldset className="mx-auto mt-6 flex sm:mt-10 w-fit rounded-full border border-line bg-white p-1 shadow-sm">
                <legend className="sr-only">{t.billingLegend}</legend>
                <BillingOption name={`billing-${service}`} value="monthly" label={t.monthly} defaultChecked />
                <BillingOption name={`billing-${service}`} value="annual" label={t.annually} />
              </fieldset>
              {/* No room is kept for the banner: a toggle's own change of layout is no layout shift. */}
              <div role="status" className="flex justify-center">
                <p data-billing="annual" data-testid="annual-banner" className="mt-5 inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white shadow-sm">
                  <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none">
                    <path d="M10 2.5l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 7.8l5-.7z" fill="currentColor" />
                  </svg>
                  {t.saveBanner(formatMoney(bannerSavings(pricing), lang))}
                </p>
              </div>
            </>
          ) : null}
          <ul className={`mt-6 sm:mt-10 grid items-stretch gap-4 sm:gap-8 lg:gap-6 ${single ? "mx-auto max-w-3xl" : `${row} lg:grid-cols-3`}`}>
            {pricing.packages.map((pkg: Package<string, Price>, i) => {
              const copy = packages[i];
              if (!copy) throw new Error(`No copy for package ${pkg.id} of ${service}`);
              return <PackageCard key={pkg.id} pkg={pkg} copy={copy} lang={lang} onboardingFee={onboardingFee} wide={single} />;
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

function BillingOption({ name, value, label, defaultChecked }: { name: string; value: "monthly" | "annual"; label: string; defaultChecked?: boolean }) {
  return (
    <label className="relative">
      <input type="radio" name={name} value={value} defaultChecked={defaultChecked} className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0" />
      <span className="block cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-muted transition-colors select-none peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:text-ink peer-checked:hover:text-white sm:px-7">
        {label}
      </span>
    </label>
  );
}

type CardProps = { pkg: Package<string, Price>; copy: PackageCopy; lang: Lang; onboardingFee: number | undefined; wide: boolean };

function PackageCard({ pkg, copy, lang, onboardingFee, wide }: CardProps) {
  const t = serviceUi[lang];
  const money = (amount: number) => formatMoney(amount, lang);
  const fee = onboardingFee !== undefined && (pkg.price.kind === "subscription" || pkg.price.kind === "metered");
  return (
    <li
      data-testid="package"
      data-package={pkg.id}
      data-popular={pkg.popular ? "true" : undefined}
      className={`relative flex flex-col rounded-3xl bg-white p-6 sm:p-8 ${pkg.popular ? "shadow-xl ring-2 ring-brand lg:-my-3 lg:py-11" : "border border-line shadow-sm"}`}
    >
      {pkg.popular ? (
        <p data-testid="popular-badge" className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand px-4 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase shadow">
          {t.popular}
        </p>
      ) : null}
      <h3 className="text-xl font-bold text-ink">{copy.name}</h3>
      <p className={`mt-2 text-sm leading-relaxed text-muted ${wide ? "" : "lg:min-h-17"}`}>{copy.description}</p>

      <div className={`mt-6 ${wide ? "" : "lg:min-h-36"}`} data-testid="price">
        {pkg.price.kind === "subscription" ? (
          <>
            <div data-billing="monthly" data-testid="price-monthly">
              <Amount amount={money(pkg.price.monthly)} period={t.perMonth} />
              <p className="mt-1 text-sm text-muted">{t.billedMonthly}</p>
            </div>
            <div data-billing="annual" data-testid="price-annual">
              <Amount amount={money(pkg.price.annual)} period={t.perYear} />
              <p className="mt-1 text-sm text-muted">{t.billedAnnually}</p>
            </div>
          </>
        ) : pkg.price.kind === "metered" ? (
          <div data-testid="price-monthly">
            <Amount amount={money(pkg.price.monthly)} period={t.perMonth} />
            <p className="mt-1 font-semibold text-ink" data-testid="price-per-minute">{t.perMinute(money(pkg.price.perMinute))}</p>
          </div>
        ) : (
          <div>
            <p className="text-3xl font-bold tracking-tight text-ink">{pkg.price.kind === "contact" ? t.contactPrice : t.quotePrice}</p>
            <p className="mt-1 text-sm text-muted">{pkg.price.kind === "contact" ? t.contactPriceNote : t.quotePriceNote}</p>
          </div>
        )}
        {fee ? <p className="mt-2 text-sm text-muted">{t.onboardingFee(money(onboardingFee))}</p> : null}
      </div>

      <SiteLink href={pathFor("bookCall", lang)} data-testid="package-cta" className={`mt-6 w-full ${pkg.popular || wide ? "btn-primary" : "btn-secondary"}`}>
        {copy.cta}
      </SiteLink>

      <p className="mt-8 text-sm font-semibold text-ink max-sm:hidden">{t.includes}</p>
      <Includes items={copy.includes} wide={wide} className="max-sm:hidden" />
      {/* On a phone the list a tap away, in a native <details>, as the features are: open, it was the card's longer half. */}
      <details data-testid="package-includes" className="group mt-6 border-t border-line pt-4 sm:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          {t.includes}
          <Chevron />
        </summary>
        <Includes items={copy.includes} wide={false} />
      </details>
    </li>
  );
}

function Includes({ items, wide, className = "" }: { items: readonly string[]; wide: boolean; className?: string }) {
  return (
    <ul className={`mt-3 gap-x-8 gap-y-3 text-sm ${wide ? "grid sm:grid-cols-2" : "flex flex-col"} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <CheckIcon className="shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Amount({ amount, period }: { amount: string; period: string }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-4xl font-bold tracking-tight text-ink">{amount}</span>
      <span className="text-base font-medium text-muted">{period}</span>
    </p>
  );
}
