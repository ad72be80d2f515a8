import type { IconName } from "@/content/services/types";
import type { UiText } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import { blogPathOf, pathFor, screenOfPath, type Screen } from "@/lib/routes";

/** The id of every page's contact area (the footer), the target of the header's Contact link. */
export const CONTACT_ID = "contact";

/** What a page's layout knows that the shell cannot tell from the path (site/pages.ts, frameOf: the blog's pages). */
export type PageFrame = {
  /** Where the language links lead, when the page knows its counterparts (docs/decisions/047-blog-pages-know-their-counterparts.md). */
  languageLinks?: Record<Lang, string>;
  /** The page has a newsletter form of its own: the footer's gives way to a link to it. */
  newsletterInPage?: boolean;
};

/** The id of the page's newsletter form: the footer's, or an article's own (components/forms/NewsletterForm.tsx). */
export const NEWSLETTER_ID = "newsletter";

type NavLabel = keyof UiText["nav"];
type ServiceScreen = keyof UiText["header"]["descriptions"] & Screen;

export type NavItem = { screen: ServiceScreen; label: NavLabel; icon: IconName };
export type NavGroup = { id: string; label: NavLabel; items: NavItem[] };

/**
 * The header's two service groups, shared by the desktop menus and the mobile menu. Each item
 * shows its icon, its label and a one-line description (`ui[lang].header.descriptions`).
 */
export const navGroups: NavGroup[] = [
  {
    id: "customer-service",
    label: "smartCustomerService",
    items: [
      { screen: "chatAssistant", label: "chatAssistant", icon: "chat" },
      { screen: "phoneReceptionist", label: "phoneReceptionist", icon: "phone" },
    ],
  },
  {
    id: "marketing",
    label: "marketingWithAi",
    items: [
      { screen: "aiSeo", label: "aiSeo", icon: "chart" },
      { screen: "leadQualifier", label: "leadAutomation", icon: "target" },
    ],
  },
];

/** The header's page links after the service groups, on the desktop bar and in the mobile menu alike. */
export const headerLinks = [{ screen: "blog", label: "blog" }] as const satisfies { screen: Screen; label: NavLabel }[];

/** Company links of the footer. */
export const footerCompanyLinks = [
  { screen: "about", label: "about" },
  { screen: "blog", label: "blog" },
  { screen: "jobs", label: "jobs" },
  { screen: "privacy", label: "privacy" },
  { screen: "trust", label: "trust" },
] as const satisfies { screen: Screen; label: keyof UiText["footer"] }[];

/**
 * Screens whose own form (the job application, the booking widget) is what the visitor came
 * for: their contact area shows the company's details and a link to the contact form instead of
 * the form itself, so that two forms never follow each other.
 */
const screensWithoutContactForm: readonly Screen[] = ["apply", "bookCall"];

/**
 * Whether the page at `pathname` ends with the contact form: every screen but those above, and
 * the blog's lists. An article ends with its own newsletter form instead (so the footer links to
 * the contact form); the newsletter's confirm and unsubscribe pages (a form of their own too)
 * and a 404 page are outside the route table: none has the form.
 */
export function hasContactForm(pathname: string): boolean {
  const screen = screenOfPath(pathname)?.screen;
  if (screen !== undefined) return !screensWithoutContactForm.includes(screen);
  const blog = blogPathOf(pathname);
  return blog !== undefined && blog.kind !== "article";
}

/** The contact form of the home page in `lang`. */
export function homeContactFormHref(lang: Lang): string {
  return `${pathFor("home", lang)}#${CONTACT_ID}`;
}

/**
 * Where "Contact" leads from `pathname`: the form on the page, or the one on the home page in
 * the page's language. In the mobile menu the in-page address carries an empty query
 * (`?#contact`): following it loads the page afresh, which closes the menu sheet without
 * scripts (a native popover stays open over an in-page jump); the header menus' inline script
 * (lib/header-menus-script.ts) keeps it in the page.
 */
export function contactFormHref(pathname: string, lang: Lang, place: "header" | "menu"): string {
  if (!hasContactForm(pathname)) return homeContactFormHref(lang);
  return place === "menu" ? `?#${CONTACT_ID}` : `#${CONTACT_ID}`;
}
