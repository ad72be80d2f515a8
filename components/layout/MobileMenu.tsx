import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { headerLinks, navGroups } from "@/site/navigation";
import { ContactLink } from "./ContactLink";
import { LanguageChoices } from "./LanguageChoices";
import { chevron } from "./MenuPopover";
import { NavLink } from "./NavLink";
import { ServiceList } from "./ServiceList";
import styles from "./menus.module.css";

const MOBILE_MENU_ID = "mobile-menu";
const menuLink = "block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-mist aria-[current=page]:text-brand";

/**
 * The menu below lg: a native popover (Escape and a tap outside close it without a script),
 * its service groups collapsible <details>. Following a link loads a new page, or with the inline
 * script closes it (lib/header-menus-script.ts); so does Contact, even to the form on this very page
 * (site/navigation.ts, contactFormHref).
 */
export function MobileMenu({ lang, languageLinks }: { lang: Lang; languageLinks?: Record<Lang, string> }) {
  const t = ui[lang];
  return (
    <div data-menu="tap" className="group/mobile lg:hidden">
      <button type="button" popoverTarget={MOBILE_MENU_ID} aria-label={t.nav.openMenu} className="rounded-md p-2 text-ink">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
          <path className="group-has-[:popover-open]/mobile:hidden" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path className="hidden group-has-[:popover-open]/mobile:block" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={MOBILE_MENU_ID} popover="auto" className={`${styles.sheet} border-b border-line shadow-lg`}>
        <nav aria-label={t.nav.menu} className="container-page pt-2 pb-6">
          <ul className="space-y-1">
            <li>
              <NavLink href={pathFor("home", lang)} className={menuLink}>{t.nav.home}</NavLink>
            </li>
            {navGroups.map((group) => (
              <li key={group.id}>
                <details className="group/sub">
                  <summary className={`${menuLink} flex items-center justify-between`}>
                    {t.nav[group.label]}
                    {chevron("group-open/sub:rotate-180")}
                  </summary>
                  <ServiceList group={group} lang={lang} className="mt-1 space-y-1 pl-2" />
                </details>
              </li>
            ))}
            {headerLinks.map((link) => (
              <li key={link.screen}>
                <NavLink href={pathFor(link.screen, lang)} className={menuLink}>{t.nav[link.label]}</NavLink>
              </li>
            ))}
            <li>
              <ContactLink lang={lang} place="menu" className={menuLink}>{t.nav.contact}</ContactLink>
            </li>
          </ul>
          <NavLink href={pathFor("bookCall", lang)} className="btn-primary mt-4 w-full">
            {t.header.bookCall}
          </NavLink>
          <p className="mt-6 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t.nav.language}</p>
          <div className="mt-1">
            <LanguageChoices lang={lang} links={languageLinks} />
          </div>
        </nav>
      </div>
    </div>
  );
}
