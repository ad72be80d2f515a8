import { describe, expect, it } from "vitest";
import { estimateProps } from "@/components/estimate/estimate-props";
import { estimateSummary } from "@/components/estimate/estimate-summary";
import { estimateView } from "@/components/estimate/estimate-view";
import { prices } from "@/content/prices";
import { breakEvenMinutes, firstYear, meteredMonth, ownCost } from "@/lib/estimate";
import { asksForEstimate, estimateInputsOf, estimateQuery, readFigure } from "@/lib/estimate-inputs";

// The estimate's arithmetic against the site's prices (docs/decisions/064-estimate-from-the-site-prices.md).
const [starter, professional] = [prices.phoneReceptionist.packages[0].price, prices.phoneReceptionist.packages[1].price];

describe("the phone receptionist's month", () => {
  it("is the base fee plus the minutes at the price per minute, to the cent", () => {
    for (const minutes of [0, 1, 777, 2000, 12_345]) {
      expect(meteredMonth(starter, minutes)).toBeCloseTo(starter.monthly + minutes * starter.perMinute, 10);
      expect(meteredMonth(professional, minutes)).toBeCloseTo(professional.monthly + minutes * professional.perMinute, 10);
    }
    expect(meteredMonth({ monthly: 100, perMinute: 0.4 }, 777)).toBe(410.8);
  });

  it("has a break-even point computed from the prices: equal there, the larger package cheaper above it", () => {
    const even = breakEvenMinutes(starter, professional)!;
    // Worked in cents: the same point as in euros, without the float's drift.
    expect(even).toBeCloseTo((professional.monthly - starter.monthly) / (starter.perMinute - professional.perMinute), 6);
    expect(Number.isInteger(even) && meteredMonth(professional, even)).toBe(meteredMonth(starter, even));
    expect(meteredMonth(professional, Math.floor(even))).toBeGreaterThanOrEqual(meteredMonth(starter, Math.floor(even)));
    expect(meteredMonth(professional, Math.floor(even) + 1)).toBeLessThan(meteredMonth(starter, Math.floor(even) + 1));
  });

  it("has no break-even point when the larger package never gets cheaper", () => {
    expect(breakEvenMinutes({ monthly: 100, perMinute: 0.3 }, { monthly: 300, perMinute: 0.3 })).toBeUndefined();
  });
});

describe("a subscription's first year", () => {
  for (const service of ["chatAssistant", "aiSeo"] as const) {
    it(`${service}: onboarding fee plus twelve months, or plus the annual price`, () => {
      const { onboardingFee, packages } = prices[service];
      for (const { price } of packages.slice(0, 2)) {
        if (price.kind !== "subscription") throw new Error("tiered packages are subscriptions");
        expect(firstYear(price, onboardingFee)).toEqual({ monthlyBilling: onboardingFee + 12 * price.monthly, annualBilling: onboardingFee + price.annual });
      }
    });
  }
});

describe("the visitor's figures", () => {
  it("are read as either language writes them", () => {
    expect(readFigure("minutes", "1 000")).toEqual({ value: 1000 });
    expect(readFigure("minutes", "1,000")).toEqual({ value: 1000 });
    expect(readFigure("hourly", "45,50")).toEqual({ value: 45.5 });
    expect(readFigure("hourly", "45.5")).toEqual({ value: 45.5 });
    expect(readFigure("minutes", undefined)).toBeUndefined();
  });

  it("name their problem", () => {
    expect(readFigure("minutes", "lots")).toEqual({ problem: "notNumber" });
    expect(readFigure("minutes", "-5")).toEqual({ problem: "negative" });
    expect(readFigure("minutes", "12.5")).toEqual({ problem: "notWhole" });
    expect(readFigure("minutes", "99999999999")).toEqual({ problem: "tooLarge" });
  });

  it("make the own figure, to the cent", () => {
    expect(ownCost(800 / 60, 30)).toBe(400);
    expect(ownCost(20 * 12, 40)).toBe(9600);
  });

  it("travel in the address, and only they make a page rendered on request", () => {
    const query = new URLSearchParams("minutes=800&hourly=&other=1");
    expect(estimateInputsOf(query)).toEqual({ minutes: "800" });
    expect(estimateQuery({ hourly: "30", minutes: "800" }, { book: true })).toBe("?minutes=800&hourly=30&book=1");
    expect(asksForEstimate(query)).toBe(true);
    expect(asksForEstimate(new URLSearchParams("utm_source=x"))).toBe(false);
  });
});

describe("the estimate shown", () => {
  it("phone receptionist (en): each package's month, the own figure, where the larger package gets cheaper", () => {
    const view = estimateView(estimateProps("phoneReceptionist", "en", new URLSearchParams("minutes=800&hourly=30")));
    expect(view.rows.map((row) => row.sums[0]!.amount)).toEqual([meteredMonth(starter, 800), meteredMonth(professional, 800)]);
    expect(view.own?.total).toBe("€400");
    expect(view.breakEven?.text).toContain("2,000");
  });

  it("a bad figure shows its problem and keeps what was typed (fi)", () => {
    const view = estimateView(estimateProps("phoneReceptionist", "fi", new URLSearchParams("minutes=abc")));
    expect(view.fields[0]).toMatchObject({ typed: "abc", problem: expect.stringContaining("numeroina") });
    expect(view.rows).toEqual([]);
    expect(view.complete).toBe(false);
  });

  it("the contact message tells the figures in the page's language", () => {
    const summary = estimateSummary(estimateProps("chatAssistant", "fi", new URLSearchParams("hours=20&hourly=40")))!;
    const { monthlyBilling } = firstYear(prices.chatAssistant.packages[0].price, prices.chatAssistant.onboardingFee);
    expect(summary).toContain(`${new Intl.NumberFormat("fi-FI").format(monthlyBilling)}\u00a0€`);
    expect(summary).toContain("Oma lukuni: 9\u00a0600\u00a0€ vuodessa");
  });
});
