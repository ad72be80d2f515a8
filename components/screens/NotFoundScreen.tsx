import { SiteLink } from "@/components/ui/SiteLink";
import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";

export function NotFoundScreen({ lang }: { lang: Lang }) {
  const t = ui[lang].notFound;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-muted">{t.text}</p>
      <SiteLink href={pathFor("home", lang)} className="btn-primary mt-8">
        {t.home}
      </SiteLink>
    </section>
  );
}
