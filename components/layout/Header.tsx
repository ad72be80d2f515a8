import { SiteLink } from "@/components/ui/SiteLink";
import { ui } from "@/content/ui";
import { siteConfig } from "@/lib/site-config";
import { languages, type Lang } from "@/lib/i18n";
import { navGroups } from "@/site/navigation";
import { pathFor } from "@/lib/routes";
import { CloseOnNavigate } from "./CloseOnNavigate";
import { Flag } from "./Flag";
import { LanguageLink } from "./LanguageLink";
import { LogoMark } from "./Logo";
import { NavDropdown } from "./NavDropdown";

const menuLink = "block rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-soft hover:text-brand";
const MOBILE_MENU_ID = "mobile-menu";

export function Header({ lang }: { lang: Lang }) {
  const t = ui[lang];
  const homePath = pathFor("home", lang);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <SiteLink href={homePath} className="flex items-center gap-2 font-bold text-ink" aria-label={`${siteConfig().COMPANY_NAME}, ${t.nav.homeLinkLabel}`}>
          <LogoMark />
          <span className="text-lg">{siteConfig().COMPANY_NAME}</span>
        </SiteLink>

        <nav aria-label={t.nav.label} className="hidden items-center gap-1 lg:flex">
          <SiteLink href={homePath} className="rounded-md px-3 py-2 text-sm font-medium text-ink hover:text-brand">
            {t.nav.home}
          </SiteLink>
          {navGroups.map((group) => (
            <NavDropdown key={group.label} label={t.nav[group.label]}>
              {group.items.map((item) => (
                <SiteLink key={item.screen} href={pathFor(item.screen, lang)} className={menuLink}>
                  {t.nav[item.label]}
                </SiteLink>
              ))}
            </NavDropdown>
          ))}
          <a href="#contact" className="rounded-md px-3 py-2 text-sm font-medium text-ink hover:text-brand">
            {t.nav.contact}
          </a>
          <NavDropdown
            align="right"
            label={
              <>
                <Flag lang={lang} />
                <span>{t.languageNames[lang]}</span>
                <span className="sr-only">({t.nav.language})</span>
              </>
            }
          >
            {languages.map((l) => (
              <LanguageLink key={l} lang={l} className={`${menuLink} flex items-center gap-2`}>
                <Flag lang={l} />
                {t.languageNames[l]}
              </LanguageLink>
            ))}
          </NavDropdown>
        </nav>

        <details id={MOBILE_MENU_ID} className="group lg:hidden">
          <summary className="list-none rounded-md p-2 text-ink" aria-label={t.nav.openMenu}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <nav aria-label={t.nav.menu} className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg">
            <ul className="space-y-1 pt-2">
              <li>
                <SiteLink href={homePath} className={menuLink}>{t.nav.home}</SiteLink>
              </li>
              {navGroups.map((group) => (
                <li key={group.label}>
                  <details className="group/sub">
                    <summary className={`${menuLink} flex items-center justify-between font-medium`}>
                      {t.nav[group.label]}
                      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="transition-transform group-open/sub:rotate-180">
                        <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </summary>
                    <ul className="ml-3 border-l border-line pl-2">
                      {group.items.map((item) => (
                        <li key={item.screen}>
                          <SiteLink href={pathFor(item.screen, lang)} className={menuLink}>{t.nav[item.label]}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
              <li>
                <a href="#contact" className={menuLink}>{t.nav.contact}</a>
              </li>
            </ul>
            <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t.nav.language}</p>
            <ul className="mt-1 space-y-1">
              {languages.map((l) => (
                <li key={l}>
                  <LanguageLink lang={l} className={`${menuLink} flex items-center gap-2`}>
                    <Flag lang={l} />
                    {t.languageNames[l]}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </nav>
          <CloseOnNavigate detailsId={MOBILE_MENU_ID} />
        </details>
      </div>
    </header>
  );
}
