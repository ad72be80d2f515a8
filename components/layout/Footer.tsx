import { Heading } from "@/components/ui/Heading";
import { formText } from "@/content/forms";
import { ui } from "@/content/ui";
import { currentYear } from "@/lib/clock";
import { formatBusinessId } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import type { ReactNode } from "react";
import { CONTACT_ID, footerCompanyLinks, hasContactForm, homeContactFormHref, NEWSLETTER_ID } from "@/site/navigation";
import { pathFor } from "@/lib/routes";
import { LogoMark } from "./Logo";
import { NavLink } from "./NavLink";
import { usePageLocation } from "./page-location";

/** The forms in every page's footer, handed down by the layout (each an island where the page is built with islands). */
type SiteForms = { contact: ReactNode; newsletter: ReactNode };

/**
 * Every page's contact area (#contact): the contact form, then the company's details, links and
 * the newsletter. Where the page has a form of its own (site/navigation.ts), the contact form
 * gives way to a link to the home page's, beside the details.
 */
export function Footer({ lang, forms, newsletterInPage = false }: { lang: Lang; forms: SiteForms; newsletterInPage?: boolean }) {
  const t = ui[lang].footer;
  const c = siteConfig();
  const withForm = hasContactForm(usePageLocation().pathname);
  const formLink = (
    <p className="mt-5">
      <a
        href={homeContactFormHref(lang)}
        data-contact-form-link=""
        className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-brand-soft"
      >
        {formText[lang].contact.heading}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shrink-0">
          <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </p>
  );
  return (
    <footer id={CONTACT_ID} className="border-t border-line bg-ink text-slate-200">
      {withForm && (
        <div className="border-b border-slate-700">
          <div className="container-page grid gap-3 py-6 sm:gap-8 sm:py-14 lg:grid-cols-3">
            <Heading id="contact-form-title" title={formText[lang].contact.heading} lead={formText[lang].contact.intro} size="card" tone="dark" />
            <div className="lg:col-span-2">{forms.contact}</div>
          </div>
        </div>
      )}
      {/* Below lg the company's links and its contact details side by side, the rest across. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 sm:gap-y-10 sm:py-14 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark />
            {c.COMPANY_NAME}
          </p>
          <p className="text-sm text-slate-300">{t.tagline}</p>
        </div>

        <div>
          <Heading size="label" tone="dark" title={t.company} />
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
          <Heading size="label" tone="dark" title={t.contactTitle} />
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
                {/* The ID kept with its label, which may break: in half a 320 px screen the three words do not fit on one line. */}
                {c.COMPANY_LEGAL_NAME}, {t.businessId}{"\u00a0"}{formatBusinessId(c.COMPANY_BUSINESS_ID)}
                <span className="block">{c.COMPANY_STREET}, {c.COMPANY_POSTAL_CODE} {c.COMPANY_CITY}</span>
              </dd>
            </div>
          </dl>
          {!withForm && formLink}
        </div>

        <div className="col-span-2 lg:col-span-1">
          <Heading size="label" tone="dark" title={t.newsletterTitle} />
          <p className="mt-3 text-sm text-slate-300">{t.newsletterIntro}</p>
          {/* One newsletter form a page: an article has its own, above (the form's id is the page's #newsletter). */}
          {newsletterInPage ? (
            <p className="mt-4">
              <a href={`#${NEWSLETTER_ID}`} className="btn-primary w-full">
                {formText[lang].newsletter.submit}
              </a>
            </p>
          ) : (
            <div data-slot="newsletter" className="mt-4">{forms.newsletter}</div>
          )}
        </div>
      </div>
      <div className="border-t border-slate-700">
        {/* On a phone the voice agent's floating label spans the foot of the screen
            (components/voice/VoiceAgentLauncher.tsx): room below the last line keeps it uncovered. */}
        <p className={`container-page pt-6 text-xs text-slate-400 ${c.VOICE_AGENT_ID ? "pb-24 sm:pb-6" : "pb-6"}`}>
          © {currentYear()} {c.COMPANY_NAME}. {t.rights}
        </p>
      </div>
    </footer>
  );
}
