import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { deferScripts, isPageError } from "@/delivery/build/defer-scripts";
import { loadFontEarly } from "@/delivery/build/font-loader";
import { openings } from "@/content/positions";
import { variantParams } from "@/lib/apply-variants";
import { blogParams } from "@/site/blog/pages";
import { e2eEnv } from "./env";
import { allRoutes, pageKindsBeyondRoutes, visitedRoutes } from "./support";
import { expect, test, type Page } from "./test";

// The framework's scripts load when the visitor first uses a form (or a [data-replay] control),
// not while the page loads nor for anything else (docs/decisions/033-framework-scripts-on-first-interaction.md).
// These tests make that interaction themselves.
test.use({ interactAtOnce: false });

const NOT_FOUND = "/this-page-does-not-exist";
const FRAMEWORK_SCRIPT = /\/_next\/static\/.+\.js$/;

/** Whether any framework code has run: Next's app bootstrap sets window.next. */
const frameworkRan = (page: Page) => page.evaluate(() => "next" in window);

/**
 * The body as the reader has it, a line per element (its attributes) and per text: what the
 * reading specs check with the framework never loaded (docs/decisions/060-ci-time-on-a-slower-host.md).
 * Left out is what hydration is meant to change: a form's `novalidate` (the enhanced checks take
 * over from the browser's) and Next's route announcer; and the booking box's `data-state`, which
 * its own loader sets when the vendor's script answers or fails, hydrated or not.
 */
const bodyAsRead = (page: Page) =>
  page.evaluate(() => {
    const lines: string[] = [];
    const walk = (node: Node, depth: string) => {
      if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) lines.push(`${depth}"${node.textContent!.trim()}"`);
      if (!(node instanceof Element) || node.localName === "next-route-announcer") return;
      const kept = [...node.attributes].filter((a) => !(a.name === "novalidate" && node.localName === "form") && !(a.name === "data-state" && node.hasAttribute("data-booking")));
      lines.push(`${depth}<${node.localName}${kept.map((a) => ` ${a.name}="${a.value}"`).join("")}>`);
      for (const child of node.childNodes) walk(child, `${depth} `);
    };
    walk(document.body, "");
    return lines;
  });

test.describe("nothing of the framework runs until a form needs it", () => {
  for (const path of [...visitedRoutes.map((r) => r.path), ...pageKindsBeyondRoutes(), NOT_FOUND]) {
    test(`${path}: no framework code on load nor on a tap outside a form; a focus in a form hydrates the page without errors nor changes`, async ({ page }) => {
      const errors: string[] = [];
      // Our own errors; not the page's own status (the 404 page's 404, a closed position's 410),
      // nor the booking widget's host (no internet here).
      page.on("console", (message) => {
        const at = message.location().url ? new URL(message.location().url) : null;
        const ownStatus = at !== null && at.pathname + at.search === path && /status of (404|410)\b/.test(message.text());
        if (message.type() === "error" && !ownStatus && (!at || at.hostname === "localhost")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));

      await page.goto(path, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1 }).click();
      await page.waitForLoadState("networkidle");
      expect(await frameworkRan(page)).toBe(false);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      // Not even downloaded: not by prerendered pages, nor by the 404 page rendered per request.
      expect(requested.filter((p) => FRAMEWORK_SCRIPT.test(p) || p.startsWith("/_next/static/flight/"))).toEqual([]);

      // Read from the DOM, drawn or not (the focus below scrolls the sections above out of view: record 041).
      const asRead = await bodyAsRead(page);
      await page.locator("form[data-form=newsletter] input[type=email]").last().click();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      expect(await frameworkRan(page)).toBe(true);
      // Hydration kept the page as the HTML drew it: every element, attribute and text.
      expect(await bodyAsRead(page)).toEqual(asRead);
      expect(errors).toEqual([]);
    });
  }

  test("a key press alone loads nothing; a keyboard focus in a form does", async ({ page }) => {
    await page.goto("/fi", { waitUntil: "load" });
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.locator("form[data-form=newsletter] input[type=email]").last().focus();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });
});

// The post-build pass (delivery/build/defer-scripts.ts) run on Next's own output of this very
// build, which after-build.ts keeps in <build>/next-html/: it must recognise every page, and
// refuse, naming the reason, a page Next would write differently.
test.describe("the post-build pass on Next's real output", () => {
  const distDir = join(process.cwd(), e2eEnv.NEXT_DIST_DIR!);
  const keptDir = join(distDir, "next-html");
  const pages = existsSync(keptDir)
    ? readdirSync(keptDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"))
    : [];
  const nextPage = (file: string) => ({
    html: readFileSync(join(keptDir, file), "utf8"),
    flight: readFileSync(join(distDir, "server", "app", file.replace(/\.html$/, ".rsc")), "utf8"),
  });
  const rewrite = (html: string, flight: string) => deferScripts(html, { flight, flightUrl: "/_next/static/flight/x.txt" });
  const refusal = (html: string, flight: string) => {
    try {
      rewrite(html, flight);
      return "accepted";
    } catch (error) {
      return isPageError(error) ? (error as Error).message : `crashed: ${String(error)}`;
    }
  };

  test("every prerendered page of the build is rewritten, and its flight data served with an immutable cache", async ({ request }) => {
    const chunks = join(distDir, "static", "chunks");
    const stylesheets = readdirSync(chunks).filter((name) => name.endsWith(".css")).map((name) => readFileSync(join(chunks, name), "utf8")).join("\n");
    // The jobs and apply pages are prerendered in variants (lib/apply-variants.ts), the blog's index route is every page of the blog.
    const pagesOf = ({ screen, lang }: (typeof allRoutes)[number]) =>
      screen === "jobs" ? variantParams.jobs(openings()).length : screen === "apply" ? variantParams.apply(openings()).length : screen === "blog" ? blogParams(lang).length : 1;
    expect(pages.length).toBe(allRoutes.reduce((sum, route) => sum + pagesOf(route), 0));
    for (const file of pages) {
      const { html, flight } = nextPage(file);
      const served = readFileSync(join(distDir, "server", "app", file), "utf8");
      const data = JSON.parse(served.match(/<script type="application\/json" id="framework-scripts">(.*?)<\/script>/)![1]!) as { flight: string };
      expect(served, file).toBe(loadFontEarly(deferScripts(html, { flight, flightUrl: data.flight }), stylesheets));
      // The web font loads with the page through the inline loader, not a preload (docs/decisions/048-inter-on-the-first-page.md).
      expect(served).toContain("document.fonts.add(");
      expect(served).not.toMatch(/<link rel="preload"[^>]+as="font"/);
      expect(served).not.toContain("self.__next_f.push([1,");
      expect(served).not.toMatch(/<script[^>]+src="\/_next\/static\/[^"]+\.js" async/);
      const published = await request.get(data.flight);
      expect(published.headers()["cache-control"]).toContain("immutable");
      expect(await published.text()).toBe(flight);
    }
  });

  test("a page in a form the pass does not know fails it, with the reason", () => {
    const { html, flight } = nextPage(pages.find((f) => f === "index.html")!);
    expect(refusal(html, flight)).toBe("accepted");
    expect(refusal(html.replaceAll('async=""', 'defer=""'), flight)).toMatch(/no framework <script/);
    expect(refusal(html.replace('" async=""></script>', '" async="" crossorigin=""></script>'), flight)).toMatch(/form this step does not know/);
    expect(refusal(html, `${flight}x`)).toMatch(/is not the page's \.rsc file/);
    expect(refusal(html.replace('<script id="framework-gate">', "<script>"), flight)).toMatch(/FrameworkGate/);
  });
});
