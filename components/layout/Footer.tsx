import { ContactSection } from "@/components/forms/ContactSection";
import type { ContactAction } from "@/components/forms/ContactForm";
import { NewsletterForm, type NewsletterAction } from "@/components/forms/NewsletterForm";
import { ui } from "@/content/ui";
import { formatBusinessId } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { footerCompanyLinks } from "@/site/navigation";
import { pathFor } from "@/lib/routes";
import { LogoMark } from "./Logo";
import { NavLink } from "./NavLink";

const COPYRIGHT_YEAR = 2025;

/** The server actions of the forms in every page's footer, handed down by the app layer. */
export type SiteForms = { contact: ContactAction; newsletter: NewsletterAction };

export function Footer({ lang, forms }: { lang: Lang; forms: SiteForms }) {
  const t = ui[lang].footer;
  const c = siteConfig();
  return (
    <footer id="contact" className="border-t border-line bg-ink text-slate-200">
      <ContactSection lang={lang} action={forms.contact} />
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark />
            {c.COMPANY_NAME}
          </p>
          <p className="text-sm text-slate-300">{t.tagline}</p>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.company}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerCompanyLinks.map((link) => (
              <li key={link.screen}>
                <NavLink href={pathFor(link.screen, lang)} className="hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white">
                  {t[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.contactTitle}</h2>
          <p className="mt-3 text-sm text-slate-300">{t.contactIntro}</p>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="sr-only">{t.email}</dt>
              <dd>
                <a href={`mailto:${c.COMPANY_EMAIL}`} className="hover:text-white hover:underline">{c.COMPANY_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t.phone}</dt>
              <dd>
                <a href={`tel:${c.COMPANY_PHONE.replace(/[^\d+]/g, "")}`} className="hover:text-white hover:underline">{c.COMPANY_PHONE}</a>
                <span className="block text-xs text-slate-400">{t.phoneHours}</span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t.businessId}</dt>
              <dd className="text-slate-300">
                {c.COMPANY_LEGAL_NAME}, <span className="whitespace-nowrap">{t.businessId} {formatBusinessId(c.COMPANY_BUSINESS_ID)}</span>
                <span className="block">{c.COMPANY_STREET}, {c.COMPANY_POSTAL_CODE} {c.COMPANY_CITY}</span>
              </dd>
            </div>
          </dl>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.newsletterTitle}</h2>
          <p className="mt-3 text-sm text-slate-300">{t.newsletterIntro}</p>
          <div data-slot="newsletter" className="mt-4"><NewsletterForm lang={lang} action={forms.newsletter} /></div>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <p className="container-page py-6 text-xs text-slate-400">
          © {COPYRIGHT_YEAR} {c.COMPANY_NAME}. {t.rights}
        </p>
      </div>
    </footer>
  );
}
