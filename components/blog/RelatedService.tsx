import { Icon } from "@/components/services/Icon";
import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import type { Article } from "@/content/articles";
import { blogCopy } from "@/content/blog";
import { serviceNames } from "@/content/glossary";
import { ui } from "@/content/ui";
import { pathFor } from "@/lib/routes";
import { navGroups } from "@/site/navigation";

/** The service the article is about: its name and line, a link to its page and the book-a-call button. */
export function RelatedService({ article }: { article: Article }) {
  const { lang, section } = article;
  const t = blogCopy[lang].article;
  const icon = navGroups.flatMap((group) => group.items).find((item) => item.screen === section)!.icon;
  return (
    <aside aria-labelledby="article-service" className="rounded-3xl bg-gradient-to-br from-brand-dark via-brand to-accent p-6 text-white sm:p-8" data-related-service={section}>
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{t.serviceEyebrow}</p>
      <Heading
        id="article-service"
        title={
          <span className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15"><Icon name={icon} size={22} /></span>
            {serviceNames[lang][section].name}
          </span>
        }
        lead={ui[lang].header.descriptions[section]}
        size="card"
        tone="brand"
        className="mt-3"
      />
      <p className="mt-6 flex flex-wrap gap-3">
        <SiteLink href={pathFor("bookCall", lang)} className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-dark shadow hover:bg-indigo-50">
          {t.bookCall}
        </SiteLink>
        <SiteLink href={pathFor(section, lang)} className="inline-flex items-center justify-center rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
          {t.serviceLink}
        </SiteLink>
      </p>
    </aside>
  );
}
