import { expect, type Locator, type Page } from "@playwright/test";
import { articles } from "@/content/articles";
import { positions, type Position } from "@/content/positions";
import { applyHref } from "@/lib/open-positions";
import { languages, type Lang } from "@/lib/i18n";
import { blogPaths, pathFor, routes, screens, type Screen } from "@/lib/routes";
import { blogPages as blogPagesOf, pagePath } from "@/site/blog/pages";
import { e2eEnv } from "./env";

export const siteUrl = e2eEnv.SITE_URL!;

// The tests read the content the end-to-end build was made from: the real articles and positions and the fixtures.
process.env.TEST_CONTENT_DIR = e2eEnv.TEST_CONTENT_DIR;

/** Every page of the blog below its index, in both languages (the index is a route of the table): list pages, tags, articles. */
export function blogPages(): { lang: Lang; path: string }[] {
  return languages.flatMap((lang) =>
    blogPagesOf(lang)
      .map((page) => ({ lang, path: pagePath(page) }))
      .filter(({ path }) => path !== blogPaths.index(lang)),
  );
}

/**
 * Besides the routes, each other kind of page, in both languages: the blog's article (and the
 * fixture article with every Markdown element), its second page and a tag's page, and a closed
 * position's application page.
 */
export function pageKindsBeyondRoutes(): string[] {
  const kinds = languages.flatMap((lang) => [
    blogPaths.article(lang, articles(lang)[0]!.slug),
    blogPaths.page(lang, 2),
    blogPaths.tag(lang, lang === "fi" ? "myynti" : "sales"),
    applyHref(lang, 90),
  ]);
  return [...kinds, blogPaths.article("en", "fixture-markdown")];
}

/** The position with number `job` (its `?job=N`). */
export function positionNumbered(job: number): Position {
  return positions().find((p) => p.job === job)!;
}

/** All the routes of the route table, each with its screen, language and counterpart. */
export const allRoutes = screens.flatMap((screen) =>
  languages.map((lang) => ({
    screen,
    lang,
    path: pathFor(screen, lang),
    counterpart: pathFor(screen, lang === "fi" ? "en" : "fi"),
  })),
);

/**
 * The routes a check repeated on every page visits: all of them, or the representative half that
 * E2E_ROUTES names (screen/lang, e.g. home/fi: .ci/run takes each screen once, the languages
 * alternating, for its time limit, as it narrows the budget test). `npm test` without it visits all.
 */
export const visitedRoutes = selectRoutes(process.env.E2E_ROUTES);

function selectRoutes(names: string | undefined): typeof allRoutes {
  const wanted = (names ?? "").split(",").filter(Boolean);
  if (wanted.length === 0) return allRoutes;
  const nameOf = (route: (typeof allRoutes)[number]) => `${route.screen}/${route.lang}`;
  const unknown = wanted.filter((name) => !allRoutes.some((route) => nameOf(route) === name));
  if (unknown.length > 0) throw new Error(`E2E_ROUTES: no route ${unknown.join(", ")} (names are screen/lang, e.g. home/fi)`);
  return allRoutes.filter((route) => wanted.includes(nameOf(route)));
}

/** Whether the checks repeated on every page visit this screen in this language. */
export const visits = (screen: Screen, lang: Lang) => visitedRoutes.some((route) => route.screen === screen && route.lang === lang);

export { languages, pathFor, routes, screens };
export type { Lang, Screen };

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Whether the browser renders the element now: false while a content-visibility: auto ancestor skips it (docs/decisions/041-content-below-the-first-section-on-demand.md). */
export function isRendered(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * Clicks an element of a part drawn on demand (record 041) once it holds still: scrolled to, the
 * parts around it are drawn at their real height in the next frames and can move it mid-click.
 */
export async function clickWhenDrawn(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(element)).toBe(true);
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await element.boundingBox());
      const still = box === last;
      last = box;
      return still;
    }, { intervals: [100] })
    .toBe(true);
  await element.click();
}

export async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** A stand-in for the scheduling vendor's script that, like it, fills every inline widget with its frame when it runs. */
export const standInScript = {
  contentType: "text/javascript",
  body: `for (const el of document.querySelectorAll(".calendly-inline-widget")) {
    const frame = document.createElement("iframe");
    frame.title = "stand-in scheduler";
    frame.src = "about:blank";
    frame.dataset.url = el.dataset.url;
    el.appendChild(frame);
  }`,
};

/** Serves the stand-in for the scheduling vendor's script. */
export function standInBookingScript(page: Page) {
  return page.route("https://assets.calendly.com/**", (route) => route.fulfill(standInScript));
}

/**
 * Whether Chromium's accessibility tree, what assistive technology reads, says the control
 * matched by `selector` is expanded: a popover's button has no aria-expanded attribute, the
 * browser takes its state from the popover. Undefined for a control that has no such state.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const value = nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    return value === undefined ? undefined : Boolean(value);
  } finally {
    await cdp.detach();
  }
}

/** The button of a header menu's popover panel (components/layout/MenuPopover.tsx, MobileMenu.tsx). */
export const popoverButton = (panelId: string) => `button[popovertarget="${panelId}"]`;

/** Blocks every request that leaves the site and records it. */
export async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => {
      requests.push(route.request().url());
      return route.abort();
    },
  );
  return requests;
}

/**
 * Adds a test's own style rules to the page. A constructed style sheet, so the page's
 * Content-Security-Policy (which admits only the site's own styles) does not refuse it.
 */
export async function addTestStyle(page: Page, css: string): Promise<void> {
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}
