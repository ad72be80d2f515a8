import { ServiceList } from "@/components/layout/ServiceList";
import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { homeContactFormHref, navGroups } from "@/site/navigation";

/**
 * A 404 that helps: the four services with what each does, then home, the jobs and the contact
 * form, all in the language of the path that was asked for.
 */
export function NotFoundScreen({ lang }: { lang: Lang }) {
  const t = ui[lang];
  const elsewhere = [
    { href: pathFor("home", lang), label: t.nav.home },
    { href: pathFor("jobs", lang), label: t.footer.jobs },
    { href: homeContactFormHref(lang), label: t.nav.contact },
  ];
  return (
    <section aria-labelledby="not-found-title" className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold text-brand">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">{t.notFound.title}</h1>
      <p className="mt-3 text-muted">{t.notFound.text}</p>
      <SiteLink href={pathFor("home", lang)} className="btn-primary mt-8">{t.notFound.home}</SiteLink>
      <nav aria-labelledby="not-found-services" className="mt-14 w-full max-w-3xl text-left" data-not-found-links="">
        <Heading id="not-found-services" title={t.notFound.servicesTitle} size="minor" className="text-center" />
        <div className="mt-5 grid gap-1 rounded-2xl border border-line bg-white p-2 shadow-sm sm:grid-cols-2">
          {navGroups.map((group) => <ServiceList key={group.id} group={group} lang={lang} className="space-y-1" />)}
        </div>
        <Heading title={t.notFound.elsewhereTitle} size="minor" className="mt-10 text-center" />
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {elsewhere.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className="btn-secondary px-5 py-2 text-sm">{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
