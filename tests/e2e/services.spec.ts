import { expect, test, type Locator, type Page } from "./test";
import { prices, type ServiceId } from "@/content/prices";
import { aiSeoCopy } from "@/content/services/ai-seo";
import { chatAssistantCopy } from "@/content/services/chat-assistant";
import { leadQualifierCopy } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { serviceUi } from "@/content/services/ui";
import { formatMoney } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { pathFor, routes } from "@/lib/routes";
import { visits } from "./support";

const langs = ["en", "fi"] as const;

/** The counts of every service page (docs/product.md#counts). */
const pages: {
  service: ServiceId;
  features: number;
  benefits: number;
  packages: number;
  faqs: number;
  steps: number;
  toggle: boolean;
}[] = [
  { service: "chatAssistant", features: 8, benefits: 3, packages: 3, faqs: 6, steps: 0, toggle: true },
  { service: "phoneReceptionist", features: 8, benefits: 3, packages: 3, faqs: 6, steps: 0, toggle: false },
  { service: "aiSeo", features: 8, benefits: 3, packages: 3, faqs: 5, steps: 0, toggle: true },
  { service: "leadQualifier", features: 8, benefits: 3, packages: 1, faqs: 5, steps: 4, toggle: false },
];

const faqQuestions: Record<ServiceId, Record<Lang, string[]>> = {
  chatAssistant: { en: q(chatAssistantCopy.en), fi: q(chatAssistantCopy.fi) },
  phoneReceptionist: { en: q(phoneReceptionistCopy.en), fi: q(phoneReceptionistCopy.fi) },
  aiSeo: { en: q(aiSeoCopy.en), fi: q(aiSeoCopy.fi) },
  leadQualifier: { en: q(leadQualifierCopy.en), fi: q(leadQualifierCopy.fi) },
};
function q(copy: { faq: { items: { question: string }[] } }): string[] {
  return copy.faq.items.map((i) => i.question);
}

/** Texts a visitor reads, asserted literally. */
const text = {
  en: { monthly: "Monthly", annually: "Annually", banner: "Save €400 annually", perMonth: "/month", perYear: "/year", popular: "Most popular" },
  fi: { monthly: "Kuukausittain", annually: "Vuosittain", banner: "Säästä 400\u00a0€ vuodessa", perMonth: "/kk", perYear: "/vuosi", popular: "Suosituin" },
} as const;

const bookingPaths = Object.values(routes.bookCall) as string[];

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: third-party requests are refused.
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
  // No smooth scrolling (html scroll-behavior): a click on the pricing switch lands where the
  // switch rests, not where the tail of a smooth scroll towards it had it a frame earlier.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function subscriptionPackages(service: "chatAssistant" | "aiSeo", page: Page) {
  const cards = page.getByTestId("package");
  return prices[service].packages.flatMap((pkg, i) => (pkg.price.kind === "subscription" ? [{ card: cards.nth(i), price: pkg.price }] : []));
}

async function expectSections(page: Page, p: (typeof pages)[number]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId("feature")).toHaveCount(p.features);
  await expect(page.getByTestId("benefit")).toHaveCount(p.benefits);
  await expect(page.getByTestId("package")).toHaveCount(p.packages);
  await expect(page.getByTestId("process-step")).toHaveCount(p.steps);
  await expect(page.getByTestId("faq").locator("details")).toHaveCount(p.faqs);
  await expect(page.getByTestId("cta").getByRole("heading", { level: 2 })).toBeVisible();
}

for (const lang of langs) {
  for (const p of pages.filter((entry) => visits(entry.service, lang))) {
    const path = pathFor(p.service, lang);

    test(`${path}: hero, features, benefits, packages, CTA and FAQ in the product's counts`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectSections(page, p);
      // Every section carries an h2.
      for (const id of ["features-title", "benefits-title", "packages-title", "faq-title"]) {
        await expect(page.locator(`h2#${id}`)).toBeVisible();
      }
      if (p.steps) await expect(page.locator("h2#process-title")).toBeVisible();
      await expect(page.getByTestId("pricing").getByRole("radio")).toHaveCount(p.toggle ? 2 : 0);
    });

    test(`${path}: the hero's second button brings its section into view on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const target = p.steps ? "process" : "packages";
      await page.getByRole("link", { name: p.steps ? serviceUi[lang].seeProcess : serviceUi[lang].seePackages, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect(page.locator(`h2#${target}-title`)).toBeInViewport();
    });

    test(`${path}: the middle package is flagged popular`, async ({ page }) => {
      await page.goto(path);
      const badges = page.getByTestId("popular-badge");
      if (p.packages === 3) {
        await expect(badges).toHaveCount(1);
        await expect(badges).toHaveText(text[lang].popular);
        await expect(page.getByTestId("package").nth(1).getByTestId("popular-badge")).toBeVisible();
        await expect(page.getByTestId("package").nth(1)).toHaveAttribute("data-popular", "true");
      } else {
        await expect(badges).toHaveCount(0);
      }
    });

    test(`${path}: every book-call button leads to the ${lang} booking page`, async ({ page }) => {
      await page.goto(path);
      const booking = pathFor("bookCall", lang);
      await expect(page.getByTestId("hero-book-call")).toHaveAttribute("href", booking);
      await expect(page.getByTestId("cta").getByRole("link")).toHaveAttribute("href", booking);
      const packageButtons = page.getByTestId("package-cta");
      await expect(packageButtons).toHaveCount(p.packages);
      for (const button of await packageButtons.all()) await expect(button).toHaveAttribute("href", booking);
      // No link in the page body leads to the other language's booking page.
      const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const toBooking = hrefs.filter((href) => bookingPaths.includes(href.split(/[?#]/)[0]!));
      expect(toBooking.length).toBe(p.packages + 2);
      expect(toBooking.every((href) => href === booking)).toBe(true);
      // Following one lands on the booking page.
      await page.getByTestId("hero-book-call").click();
      await expect(page).toHaveURL((url) => url.pathname === booking);
    });

    test(`${path}: FAQ opens one item at a time and closes on a second click`, async ({ page }) => {
      await page.goto(path);
      const items = page.getByTestId("faq").locator("details");
      const [first, second] = faqQuestions[p.service][lang];
      const summary = (question: string) => page.getByTestId("faq").locator("summary", { hasText: question });
      await expect(items.and(page.locator("[open]"))).toHaveCount(0);

      await summary(first!).click();
      await expect(items.nth(0)).toHaveAttribute("open", "");
      await expect(items.nth(0).locator("p")).toBeVisible();

      await summary(second!).click();
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await expect(items.nth(0)).not.toHaveAttribute("open");
      await expect(items.nth(0).locator("p")).toBeHidden();

      await summary(second!).click();
      await expect(items.nth(1)).not.toHaveAttribute("open");
      await expect(page.getByTestId("faq").locator("details[open]")).toHaveCount(0);
    });

    test(`${path}: structured data has the Service with offers from the price data and the FAQPage`, async ({ page }) => {
      await page.goto(path);
      const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (t) => (JSON.parse(t) as { "@graph": Record<string, unknown>[] })["@graph"],
      );
      const service = nodes.find((n) => n["@type"] === "Service");
      expect(service?.provider).toEqual({ "@id": expect.stringMatching(/#organization$/) });
      expect(service?.areaServed).toBe("FI");
      const offers = service?.offers as { price?: number; priceCurrency: string }[];
      expect(offers).toHaveLength(p.packages);
      expect(offers.every((o) => o.priceCurrency === "EUR")).toBe(true);
      expect(offers.map((o) => o.price)).toEqual(
        prices[p.service].packages.map((pkg) => ("monthly" in pkg.price ? pkg.price.monthly : undefined)),
      );
      const faq = nodes.find((n) => n["@type"] === "FAQPage");
      expect((faq?.mainEntity as unknown[]).length).toBe(p.faqs);
      const app = nodes.find((n) => n["@type"] === "SoftwareApplication");
      if (p.service === "chatAssistant" || p.service === "phoneReceptionist") {
        expect(app?.offers).toMatchObject({ price: 0, priceCurrency: "EUR" });
        expect(JSON.stringify(app?.offers)).toContain("30");
      } else {
        expect(app).toBeUndefined();
      }
    });
  }

  for (const service of ["chatAssistant", "aiSeo"] as const) {
    const path = pathFor(service, lang);
    const t = text[lang];

    test(`${path}: monthly/annual toggle`, async ({ page }) => {
      await page.goto(path);
      const pricing = page.getByTestId("pricing");
      const monthly = pricing.getByRole("radio", { name: t.monthly, exact: true });
      const annual = pricing.getByRole("radio", { name: t.annually, exact: true });
      const banner = page.getByTestId("annual-banner");
      const cards = await subscriptionPackages(service, page);
      expect(cards).toHaveLength(2);

      // Monthly by default.
      await expect(monthly).toBeChecked();
      await expect(banner).toBeHidden();
      await expect(page.getByText(t.banner)).toBeHidden();
      for (const { card, price } of cards) {
        await expect(card.getByTestId("price-monthly")).toBeVisible();
        await expect(card.getByTestId("price-monthly")).toContainText(formatMoney(price.monthly, lang) + t.perMonth);
        await expect(card.getByTestId("price-annual")).toBeHidden();
      }

      // Annual.
      await annual.click();
      await expect(annual).toBeChecked();
      await expect(banner).toBeVisible();
      await expect(banner).toHaveText(t.banner);
      for (const { card, price } of cards) {
        await expect(card.getByTestId("price-annual")).toBeVisible();
        await expect(card.getByTestId("price-annual")).toContainText(formatMoney(price.annual, lang) + t.perYear);
        await expect(card.getByTestId("price-monthly")).toBeHidden();
      }

      // Back to monthly.
      await monthly.click();
      await expect(banner).toBeHidden();
      for (const { card } of cards) {
        await expect(card.getByTestId("price-monthly")).toBeVisible();
        await expect(card.getByTestId("price-annual")).toBeHidden();
      }
    });

    test(`${path}: the toggle works from the keyboard with a visible focus`, async ({ page }) => {
      await page.goto(path);
      const pricing = page.getByTestId("pricing");
      const monthly = pricing.getByRole("radio", { name: t.monthly, exact: true });
      const annual = pricing.getByRole("radio", { name: t.annually, exact: true });
      await expect(pricing.getByRole("group", { name: lang === "en" ? "Billing period" : "Laskutusjakso" })).toBeVisible();

      await monthly.focus();
      await page.keyboard.press("ArrowRight");
      await expect(annual).toBeChecked();
      await expect(annual).toBeFocused();
      await expect(page.getByTestId("annual-banner")).toHaveText(t.banner);
      const outline = await segment(annual).evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe("none");

      await page.keyboard.press("ArrowLeft");
      await expect(monthly).toBeChecked();
      await expect(page.getByTestId("annual-banner")).toBeHidden();
    });
  }

  test(`${pathFor("phoneReceptionist", lang)}: monthly base fee plus a per-minute price, no toggle`, async ({ page }) => {
    await page.goto(pathFor("phoneReceptionist", lang));
    const cards = page.getByTestId("package");
    for (const [i, pkg] of prices.phoneReceptionist.packages.entries()) {
      if (pkg.price.kind !== "metered") continue;
      await expect(cards.nth(i).getByTestId("price-monthly")).toContainText(formatMoney(pkg.price.monthly, lang) + text[lang].perMonth);
      await expect(cards.nth(i).getByTestId("price-per-minute")).toContainText(formatMoney(pkg.price.perMinute, lang));
    }
    await expect(page.getByTestId("annual-banner")).toHaveCount(0);
  });
}

/** The visible segment drawn for a radio of the toggle. */
function segment(radio: Locator): Locator {
  return radio.locator("xpath=following-sibling::span[1]");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of langs) {
    for (const p of pages.filter((entry) => visits(entry.service, lang))) {
      const path = pathFor(p.service, lang);
      test(`${path} is complete and its FAQ works`, async ({ page }) => {
        await page.goto(path);
        await expectSections(page, p);
        await expect(page.getByTestId("feature").first()).toBeVisible();
        await expect(page.getByTestId("package").last()).toBeVisible();
        const first = page.getByTestId("faq").locator("summary").first();
        await first.click();
        await expect(page.getByTestId("faq").locator("details").first()).toHaveAttribute("open", "");
      });
    }

    for (const service of ["chatAssistant", "aiSeo"] as const) {
      const path = pathFor(service, lang);
      test(`${path}: the native toggle switches prices without JavaScript`, async ({ page }) => {
        await page.goto(path);
        const t = text[lang];
        const banner = page.getByTestId("annual-banner");
        await expect(banner).toBeHidden();
        await page.getByTestId("pricing").getByRole("radio", { name: t.annually, exact: true }).click();
        await expect(banner).toBeVisible();
        await expect(banner).toHaveText(t.banner);
        const [starter] = await subscriptionPackages(service, page);
        await expect(starter!.card.getByTestId("price-annual")).toContainText(formatMoney(starter!.price.annual, lang) + t.perYear);
        await page.getByTestId("pricing").getByRole("radio", { name: t.monthly, exact: true }).click();
        await expect(banner).toBeHidden();
        await expect(starter!.card.getByTestId("price-monthly")).toBeVisible();
      });
    }
  }
});
