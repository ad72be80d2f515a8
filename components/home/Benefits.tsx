import { homeCopy } from "@/content/pages/home";
import type { Lang } from "@/lib/i18n";

/** The claims of the site as four short figures. */
export function Benefits({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].benefits;
  return (
    <section data-reveal="" data-plain="" aria-labelledby="benefits-title" className="container-page py-16 sm:py-20">
      <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t.title}
      </h2>
      <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {t.items.map((item) => (
          <div key={item.value} className="flex flex-col-reverse rounded-2xl border border-line bg-white p-4 text-center shadow-sm sm:p-6">
            <dt data-stat="" className="mt-2 text-sm text-muted sm:text-base">{item.label}</dt>
            <dd data-stat="" className="text-[clamp(1.25rem,6vw,1.875rem)] font-extrabold tracking-tight text-brand sm:text-4xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-sm text-muted">{t.note}</p>
    </section>
  );
}
