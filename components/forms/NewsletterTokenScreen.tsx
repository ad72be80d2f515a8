import type { Metadata } from "next";
import { formText } from "@/content/forms";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { TokenForm, type TokenAction } from "./TokenForm";

type Kind = "confirm" | "unsubscribe";

const pageText = (kind: Kind, lang: Lang) => (kind === "confirm" ? formText[lang].confirmPage : formText[lang].unsubscribePage);

/**
 * Reached from mail links only: not indexed, and the token in the address is not sent to other
 * sites as a referrer. ("no-referrer" would also make the browser send `Origin: null` with the
 * form post, which Next.js refuses as cross-origin.)
 */
export function newsletterPageMetadata(kind: Kind, lang: Lang): Metadata {
  return {
    title: `${pageText(kind, lang).title} | ${siteConfig().COMPANY_NAME}`,
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

type Props = { kind: Kind; lang: Lang; searchParams: SearchParams; action: TokenAction };

export async function NewsletterTokenScreen({ kind, lang, searchParams, action }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const t = pageText(kind, lang);
  return (
    <section aria-labelledby="newsletter-page-title" className="container-page max-w-2xl py-16 sm:py-24">
      <h1 id="newsletter-page-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{t.intro}</p>
      <div className="mt-8">
        <TokenForm kind={kind} lang={lang} token={token} action={action} />
      </div>
    </section>
  );
}
