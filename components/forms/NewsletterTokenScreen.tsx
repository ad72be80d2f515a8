import type { ReactNode } from "react";
import { formText } from "@/content/forms";
import type { Lang } from "@/lib/i18n";
import type { TokenPageKind as Kind } from "@/site/seo/newsletter-metadata";

/** The confirm or unsubscribe page; `form` is its button (TokenForm) for the token of its address. */
export function NewsletterTokenScreen({ kind, lang, form }: { kind: Kind; lang: Lang; form: ReactNode }) {
  const t = kind === "confirm" ? formText[lang].confirmPage : formText[lang].unsubscribePage;
  return (
    <section aria-labelledby="newsletter-page-title" className="container-page max-w-2xl py-16 sm:py-24">
      <h1 id="newsletter-page-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{t.intro}</p>
      <div className="mt-8">
        {form}
      </div>
    </section>
  );
}
