import { homeCopy } from "@/content/pages/home";
import type { Lang } from "@/lib/i18n";

/** The claims of the site as four short figures. */
export function Benefits({ lang }: { lang: Lang }) {
  const t = homeCopy[lang].benefits;
  return (
    <section data-reveal="" aria-labelledby="benefits-title" className="container-page py-16 sm:py-20">
      <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t.title}
      </h2>
      <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {t.items.map((item) => (
          <div key={item.value} className="flex flex-col-reverse rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
            <dt className="mt-2 text-muted">{item.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-sm text-muted">{t.note}</p>
    </section>
  );
}
