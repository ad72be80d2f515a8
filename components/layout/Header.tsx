import { SiteLink } from "@/components/ui/SiteLink";
import { ui } from "@/content/ui";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { headerLinks, navGroups } from "@/site/navigation";
import { ContactLink } from "./ContactLink";
import { Flag } from "./Flag";
import { LanguageChoices } from "./LanguageChoices";
import { LogoMark } from "./Logo";
import { currentBar, MenuPopover } from "./MenuPopover";
import { MobileMenu } from "./MobileMenu";
import { NavLink } from "./NavLink";
import { ServiceList } from "./ServiceList";

const HEADER_ID = "site-header";
// From lg to xl the items sit closer (px-2, no gap), so that the Finnish bar fits 1,024 px with its Blog link, also in the fallback font.
const topLink = `relative rounded-md px-2 py-2 text-sm font-medium xl:px-3 whitespace-nowrap text-ink hover:text-brand aria-[current=page]:text-brand aria-[current=page]:after:block ${currentBar}`;

/**
 * The site header: logo, main navigation with the service menus and the language menu, the
 * book-a-call button, and below lg the mobile menu.
 */
export function Header({ lang, languageLinks }: { lang: Lang; languageLinks?: Record<Lang, string> }) {
  const t = ui[lang];
  const homePath = pathFor("home", lang);
  return (
    <header id={HEADER_ID} className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:max-xl:gap-3">
        <SiteLink href={homePath} className="flex shrink-0 items-center gap-2 font-bold text-ink" aria-label={`${siteConfig().COMPANY_NAME}, ${t.nav.homeLinkLabel}`}>
          <LogoMark />
          <span className="text-lg">{siteConfig().COMPANY_NAME}</span>
        </SiteLink>

        <nav aria-label={t.nav.label} className="hidden h-full items-center lg:flex xl:gap-0.5">
          <NavLink href={homePath} className={topLink}>
            {t.nav.home}
          </NavLink>
          {navGroups.map((group) => (
            <MenuPopover key={group.id} id={group.id} label={t.nav[group.label]} marksCurrent>
              <ServiceList group={group} lang={lang} className="w-[23rem] space-y-1" />
            </MenuPopover>
          ))}
          {headerLinks.map((link) => (
            <NavLink key={link.screen} href={pathFor(link.screen, lang)} className={topLink}>
              {t.nav[link.label]}
            </NavLink>
          ))}
          <ContactLink lang={lang} place="header" className={topLink}>
            {t.nav.contact}
          </ContactLink>
          <MenuPopover
            id="language"
            align="end"
            label={
              <>
                <Flag lang={lang} />
                {/* Below xl the flag alone shows (the name is still read), so the Finnish header fits 1,024 px with its Home link. */}
                <span className="max-xl:sr-only">{t.languageNames[lang]}</span>
                <span className="sr-only">({t.nav.language})</span>
              </>
            }
          >
            <LanguageChoices lang={lang} links={languageLinks} />
          </MenuPopover>
        </nav>

        <div className="flex items-center gap-2">
          <NavLink href={pathFor("bookCall", lang)} className="btn-primary hidden px-4 py-2 text-sm whitespace-nowrap sm:inline-flex">
            {t.header.bookCall}
          </NavLink>
          <MobileMenu lang={lang} languageLinks={languageLinks} />
        </div>
      </div>
    </header>
  );
}
