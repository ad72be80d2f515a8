import { expect, test, type Page } from "./test";
import { ui } from "@/content/ui";
import { navGroups } from "@/site/navigation";
import { expandedState, popoverButton, visitedRoutes } from "./support";

/** Collects CSP violations the page reports, from the moment it starts loading. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return violations;
}

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test.describe("security headers on every page", () => {
  for (const route of visitedRoutes) {
    test(route.path, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(route.path);
      const headers = response!.headers();
      expectBaseHeaders(headers);
      const csp = headers["content-security-policy"]!;
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(csp).toContain("object-src 'none'");
      expect(csp.includes("calendly"), "scheduling widget origins only on the booking page").toBe(route.screen === "bookCall");
      expect(csp.includes("youtube-nocookie"), "video origin only on the home page").toBe(route.screen === "home");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      expect(headers["permissions-policy"]).toContain("camera=()");

      // The page's own scripts run under the policy: a header menu reacts to the pointer.
      await page.setViewportSize({ width: 1280, height: 800 });
      const trigger = page.getByRole("button", { name: ui[route.lang].nav.smartCustomerService });
      await trigger.hover();
      await expect.poll(() => expandedState(page, popoverButton(`menu-${navGroups[0]!.id}`))).toBe(true);
      expect(violations).toEqual([]);
    });
  }
});

test("a page rendered per request (404) carries a policy with its scripts' hashes, which they satisfy", async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  const headers = response!.headers();
  expectBaseHeaders(headers);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/);
  await page.setViewportSize({ width: 1280, height: 800 });
  const trigger = page.getByRole("button", { name: ui.en.nav.smartCustomerService });
  await trigger.hover();
  await expect.poll(() => expandedState(page, popoverButton(`menu-${navGroups[0]!.id}`))).toBe(true);
  expect(violations).toEqual([]);
});

test("non-page responses carry the base headers and a deny-all policy", async ({ request }) => {
  for (const path of ["/api/health", "/sitemap.xml", "/og/en/home.png"]) {
    const headers = (await request.get(path)).headers();
    expectBaseHeaders(headers);
    expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    expect(headers["permissions-policy"], path).toContain("microphone=()");
  }
});

test.describe("widget pages reached by a link get their own policy", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("booking: the scheduling script is allowed after following a book-call button", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/ai-chat-assistant");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().startsWith("https://assets.calendly.com/")),
      page.getByTestId("hero-book-call").click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/book-call");
    expect(request.url()).toContain("widget.js");
    expect(violations).toEqual([]);
  });

  test("home: the video player frame is allowed after following the Home link", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/fi/tietoa-meista");
    await page.getByRole("navigation", { name: ui.fi.nav.label }).getByRole("link", { name: ui.fi.nav.home, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/fi");
    await page.locator("[data-video-facade] a").click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
    expect(violations.filter((v) => /frame-src/.test(v))).toEqual([]);
  });
});
