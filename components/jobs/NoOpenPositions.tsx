import { jobsCopy } from "@/content/pages/jobs";
import type { Lang } from "@/lib/i18n";
import { NEWSLETTER_ID } from "@/site/navigation";

/** With no open position: say so, and offer the newsletter (in every page's footer) and the contact form (`contactHref`). */
export function NoOpenPositions({ lang, contactHref }: { lang: Lang; contactHref: string }) {
  const t = jobsCopy[lang].none;
  return (
    <div className="mt-8 max-w-2xl rounded-3xl border border-line bg-mist p-6 sm:p-8" data-no-positions="">
      <h3 className="text-xl font-bold">{t.title}</h3>
      <p className="mt-3 text-muted">{t.text}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href={`#${NEWSLETTER_ID}`} className="btn-primary">{t.newsletter}</a>
        <a href={contactHref} className="btn-secondary">{t.contact}</a>
      </p>
    </div>
  );
}

