import type { CDPSession } from "@playwright/test";
import puppeteer, { type Page as PuppeteerPage } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../support/chromium";
import { expect, test, type Page } from "./test";
import { BOOKING_SCRIPT_ID } from "@/components/booking/BookingWidget";
import { applyHref } from "@/lib/open-positions";
import { PRERENDERED_ATTRIBUTE } from "@/lib/prerender-mark-script";
import { blogPathOf, nonPagePrefixes, utilityRoutes } from "@/lib/routes";
import { navGroups } from "@/site/navigation";
import { addTestStyle, blogPages, languages, pathFor, type Lang } from "./support";

// Speculation rules (docs/decisions/057-speculation-rules-and-html-only-menus.md), as Chromium
// reads them: on every kind of page in both languages the rules are there, valid, and match no
// link that has side effects or must not load early; and a link the pointer rests on is
// prerendered, so the click shows a page that is already there. The framework is left to the
// visitor's first interaction, as for a visitor who only reads.
test.use({ interactAtOnce: false });

/** What must never load before it is followed, said here from the route table, apart from lib/speculation-rules.ts. */
const neverEarly = Object.values(utilityRoutes).flatMap((route) => languages.map((lang) => route[lang]));

/** The one address with a query that is a page to follow: a position's application form. */
const isApplicationForm = (url: URL) => languages.some((lang) => url.pathname === pathFor("apply", lang)) && /^\?job=\d+$/.test(url.search);

function mustNotSpeculate(link: { href: string; rel: string; marked: boolean }, origin: string): boolean {
  const url = new URL(link.href);
  return (
    url.origin !== origin ||
    (url.search !== "" && !isApplicationForm(url)) ||
    link.marked ||
    link.rel.split(/\s+/).includes("nofollow") ||
    neverEarly.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)) ||
    Object.values(nonPagePrefixes).some((prefix) => url.pathname.startsWith(prefix)) ||
    /\.[a-z0-9]+$/i.test(url.pathname)
  );
}

const pathOf = (href: string) => new URL(href).pathname;

function pageKinds(lang: Lang): string[] {
  const blog = blogPages().filter((page) => page.lang === lang);
  const article = blog.find((page) => blogPathOf(page.path)?.kind === "article")!;
  const tag = blog.find((page) => blogPathOf(page.path)?.kind === "tag")!;
  const screens = ["home", "chatAssistant", "about", "jobs", "apply", "bookCall", "privacy", "blog"] as const;
  return [...screens.map((screen) => pathFor(screen, lang)), article.path, tag.path, utilityRoutes.newsletterConfirm[lang], `${pathFor("home", lang)}/no-such-page`.replace("//", "/")];
}

type Preloads = { errors: string[]; matched: Set<string> };

/** Chromium's own account of the page's rule sets: their errors and the links they match. */
async function watchPreloads(cdp: CDPSession): Promise<Preloads> {
  const preloads: Preloads = { errors: [], matched: new Set() };
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
    if (ruleSet.errorType) preloads.errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  // Each update lists every link the document's rule sets match.
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    preloads.matched.clear();
    for (const source of preloadingAttemptSources) preloads.matched.add(source.key.url);
  });
  await cdp.send("Preload.enable");
  return preloads;
}

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|speculation/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page's rule set, as it stands in its HTML. */
async function pageRules(page: Page): Promise<Record<string, { eagerness: string }[]>> {
  const rules = page.locator('script[type="speculationrules"]');
  await expect(rules, page.url()).toHaveCount(1);
  return JSON.parse((await rules.textContent())!) as Record<string, { eagerness: string }[]>;
}

for (const lang of languages) {
  test(`every kind of page carries valid rules that its policy admits (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const violations = watchViolations(page);
    const cdp = await page.context().newCDPSession(page);
    const preloads = await watchPreloads(cdp);
    for (const path of pageKinds(lang)) {
      await page.goto(path, { waitUntil: "load" });
      const rules = await pageRules(page);
      expect(Object.keys(rules).sort(), path).toEqual(["prefetch", "prerender"]);
      expect(Object.values(rules).flat().every((rule) => rule.eagerness === "moderate"), path).toBe(true);
    }
    expect(preloads.errors).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test.describe("what the rules match", () => {
  // Chromium lists the links a rule matches once it acts on them, and leaves out links it does not
  // render (a closed menu, a section content-visibility skips): a copy of the page's own rules with
  // "immediate" eagerness, every menu and section rendered, makes it act on all of them at once (the policy is bypassed for that added
  // copy; the test above and the prerender below check that the page's own is admitted).
  test.use({ bypassCSP: true });

  for (const lang of languages) {
    test(`every same-origin page link, and never what must not load early (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const cdp = await page.context().newCDPSession(page);
      const preloads = await watchPreloads(cdp);
      for (const path of pageKinds(lang)) {
        await page.goto(path, { waitUntil: "load" });
        const rules = await pageRules(page);
        await addTestStyle(page, "* { content-visibility: visible !important; } [popover] { display: block !important; }");
        await addQueryProbes(page, lang);
        await page.evaluate((text) => {
          const script = document.createElement("script");
          script.type = "speculationrules";
          script.textContent = text;
          document.head.append(script);
        }, JSON.stringify(Object.fromEntries(Object.entries(rules).map(([action, list]) => [action, list.map((rule) => ({ ...rule, eagerness: "immediate" }))]))));
        const links = await page.locator("a[href]").evaluateAll((anchors) =>
          anchors.map((a) => ({ href: (a as HTMLAnchorElement).href.split("#")[0]!, rel: a.getAttribute("rel") ?? "", marked: a.hasAttribute("data-no-prerender") })),
        );
        const origin = new URL(page.url()).origin;
        // A link to this very page (the skip link, "?#contact") is no navigation to speculate.
        const allowed = links.filter((link) => !mustNotSpeculate(link, origin) && pathOf(link.href) !== pathOf(page.url()));
        for (const link of allowed) await expect.poll(() => preloads.matched.has(link.href), `${path} speculates ${link.href}`).toBe(true);
        const wrong = [...preloads.matched].filter((href) => links.some((link) => link.href === href && mustNotSpeculate(link, origin)));
        expect(wrong, `${path}: links that must not load early`).toEqual([]);
      }
      expect(preloads.errors).toEqual([]);
    });
  }
});

/**
 * Links with a query beside the page's own: the other language's application form and a form's
 * answer-like address on the same page, so that both sides of the one exception are matched by Chromium.
 */
async function addQueryProbes(page: Page, lang: Lang): Promise<void> {
  const other = languages.find((l) => l !== lang)!;
  const hrefs = [applyHref(other, 1), `${applyHref(lang, 0)}&sent=1`, applyHref(lang, "first"), `${pathFor("jobs", lang)}?job=0`];
  await page.evaluate((list) => {
    for (const href of list) document.body.append(Object.assign(document.createElement("a"), { href, textContent: href }));
  }, hrefs);
}

/**
 * In a browser of Puppeteer's (Chromium refuses to prerender in a page Playwright drives, or with a
 * CDP session of the test's own: PrerenderingDisabledByDevTools): opens `from`, rests the mouse on
 * `link` until "moderate" eagerness has prerendered it, clicks, and checks that the page shown at
 * `to` is the prerendered one; then `then` checks the page shown.
 */
async function followPrerendered(baseURL: string | undefined, from: string, link: string, to: string, then: (page: PuppeteerPage, violations: string[]) => Promise<void>) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const violations: string[] = [];
    page.on("console", (message) => void (/Content Security Policy/i.test(message.text()) && violations.push(message.text())));
    await page.goto(new URL(from, baseURL).href, { waitUntil: "load" });
    // At once: the page scrolls smoothly, and a hover computed mid-scroll would miss the link.
    await page.$eval(link, (a) => a.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.hover(link);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // "moderate": after 200 ms on the link
    await page.click(link);
    await expect.poll(() => page.evaluate(() => location.pathname).catch(() => "")).toBe(to);
    // activationStart: when a prerendered page was shown; 0 for a page the click loaded.
    const activationStart = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as unknown as { activationStart: number }).activationStart);
    expect(activationStart, "the page shown was prerendered").toBeGreaterThan(0);
    await then(page, violations);
  } finally {
    await browser.close();
  }
}

for (const lang of languages) {
  test(`a link the pointer rests on is prerendered whole, and the click shows it, its scripts admitted (${lang})`, async ({ baseURL }) => {
    const about = pathFor("about", lang);
    await followPrerendered(baseURL, pathFor("home", lang), `footer a[href="${about}"]`, about, async (page, violations) => {
      // Marked while hidden, it drew every part, not only its first section (docs/decisions/058).
      const drawn = await page.evaluate((mark) => ({
        marked: document.documentElement.hasAttribute(mark),
        parts: [...document.querySelectorAll("main > section:not(:first-child), body > footer")].map((el) => getComputedStyle(el).contentVisibility),
      }), PRERENDERED_ATTRIBUTE);
      expect(drawn.marked).toBe(true);
      expect(drawn.parts.length).toBeGreaterThan(1);
      expect(new Set(drawn.parts)).toEqual(new Set(["visible"]));
      // Its inline scripts ran under its policy: the mouse opens a header menu.
      const trigger = `button[popovertarget="menu-${navGroups[0]!.id}"]`;
      await page.hover(trigger);
      await expect.poll(() => page.$eval(`#menu-${navGroups[0]!.id}`, (panel) => panel.matches(":popover-open"))).toBe(true);
      expect(violations).toEqual([]);
    });
  });

  test(`the booking page is prerendered, and its scheduler is added once the page is shown (${lang})`, async ({ baseURL }) => {
    const booking = pathFor("bookCall", lang);
    await followPrerendered(baseURL, pathFor("home", lang), `main a[href="${booking}"]`, booking, async (page) => {
      // Held back while prerendered (tests/e2e/screens-booking.spec.ts), added once shown.
      await expect.poll(() => page.evaluate((id) => document.getElementById(id) !== null, BOOKING_SCRIPT_ID)).toBe(true);
    });
  });
}

for (const lang of languages) {
  test(`a position's application form is prerendered from the jobs page, the position chosen (${lang})`, async ({ page: reader, baseURL }) => {
    // The last open position, not the first: the form's page without a query shows the first.
    await reader.goto(pathFor("jobs", lang));
    const forms = await reader.locator(`main a[href^="${pathFor("apply", lang)}?job="]`).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(new Set(forms).size, "open positions").toBeGreaterThan(1);
    const application = forms.at(-1)!;
    await followPrerendered(baseURL, pathFor("jobs", lang), `main a[href="${application}"]`, pathFor("apply", lang), async (page) => {
      expect(await page.evaluate(() => location.search)).toBe(new URL(application, baseURL).search);
      const shown = await page.$eval("main", (main) => main.innerText);
      const loaded = await page.browser().newPage();
      await loaded.goto(new URL(application, baseURL).href, { waitUntil: "load" });
      expect(shown, "the page a click loads without rules").toBe(await loaded.$eval("main", (main) => main.innerText));
      await loaded.goto(new URL(pathFor("apply", lang), baseURL).href, { waitUntil: "load" });
      expect(shown, "the first position's").not.toBe(await loaded.$eval("main", (main) => main.innerText));
    });
  });
}
