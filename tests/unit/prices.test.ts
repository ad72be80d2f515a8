import { describe, expect, it } from "vitest";
import { annualSavings, bannerSavings, prices, type Package, type Price } from "@/content/prices";
import { aiSeoCopy } from "@/content/services/ai-seo";
import { chatAssistantCopy } from "@/content/services/chat-assistant";
import { leadQualifierCopy } from "@/content/services/lead-qualifier";
import { phoneReceptionistCopy } from "@/content/services/phone-receptionist";
import { serviceUi } from "@/content/services/ui";
import { formatMoney } from "@/lib/format";
import { offerJsonLd, serviceJsonLd, softwareJsonLd } from "@/site/seo/service";

const NBSP = "\u00a0";

describe("prices (docs/decisions/001-prices-from-one-typed-module.md)", () => {
  it("holds the binding figures", () => {
    const chat = prices.chatAssistant.packages;
    expect(chat.map((p) => p.price)).toEqual([
      { kind: "subscription", monthly: 450, annual: 5000 },
      { kind: "subscription", monthly: 700, annual: 8000 },
      { kind: "contact" },
    ]);
    expect(prices.phoneReceptionist.packages.map((p) => p.price)).toEqual([
      { kind: "metered", monthly: 100, perMinute: 0.4 },
      { kind: "metered", monthly: 300, perMinute: 0.3 },
      { kind: "contact" },
    ]);
    expect(prices.aiSeo.packages.map((p) => p.price)).toEqual([
      { kind: "subscription", monthly: 500, annual: 5600 },
      { kind: "subscription", monthly: 800, annual: 9200 },
      { kind: "contact" },
    ]);
    expect(prices.leadQualifier.packages.map((p) => p.price)).toEqual([{ kind: "quote" }]);
    expect([prices.chatAssistant.onboardingFee, prices.phoneReceptionist.onboardingFee, prices.aiSeo.onboardingFee]).toEqual([
      1000, 1500, 2000,
    ]);
    expect(prices.chatAssistant.freeTrialDays).toBe(30);
    expect(prices.phoneReceptionist.freeTrialDays).toBe(30);
  });

  it("flags exactly the middle package as popular on every three-package service", () => {
    for (const pricing of [prices.chatAssistant, prices.phoneReceptionist, prices.aiSeo]) {
      expect(pricing.packages.map((p) => p.popular)).toEqual([false, true, false]);
      expect(pricing.packages.map((p) => p.id)).toEqual(["starter", "professional", "enterprise"]);
    }
  });
});

describe("annual savings", () => {
  it("is 12 x monthly - annual, and 400 for every package with an annual price", () => {
    for (const pricing of [prices.chatAssistant, prices.aiSeo]) {
      for (const pkg of pricing.packages) {
        if (pkg.price.kind !== "subscription") continue;
        expect(annualSavings(pkg.price)).toBe(12 * pkg.price.monthly - pkg.price.annual);
        expect(annualSavings(pkg.price)).toBe(400);
      }
      expect(bannerSavings(pricing)).toBe(400);
    }
  });

  it("is computed from the data, not typed", () => {
    const changed = {
      ...prices.aiSeo,
      packages: [
        { id: "starter", popular: false, price: { kind: "subscription", monthly: 500, annual: 5000 } },
        prices.aiSeo.packages[1],
        prices.aiSeo.packages[2],
      ],
    } as typeof prices.aiSeo;
    expect(bannerSavings(changed)).toBe(1000);
  });

  it("writes the banner's amount in the prices' money style: 'Save €400 annually' / 'Säästä 400 € vuodessa'", () => {
    for (const pricing of [prices.chatAssistant, prices.aiSeo]) {
      expect(serviceUi.en.saveBanner(formatMoney(bannerSavings(pricing), "en"))).toBe("Save €400 annually");
      expect(serviceUi.fi.saveBanner(formatMoney(bannerSavings(pricing), "fi"))).toBe(`Säästä 400${NBSP}€ vuodessa`);
    }
  });
});

describe("period labels", () => {
  it("shows period labels for both languages", () => {
    expect([serviceUi.en.perMonth, serviceUi.en.perYear]).toEqual(["/month", "/year"]);
    expect([serviceUi.fi.perMonth, serviceUi.fi.perYear]).toEqual(["/kk", "/vuosi"]);
  });
});

describe("copy matches the data", () => {
  it("has a package text for every priced package, in both languages", () => {
    for (const lang of ["en", "fi"] as const) {
      expect(chatAssistantCopy[lang].pricing.packages).toHaveLength(prices.chatAssistant.packages.length);
      expect(phoneReceptionistCopy[lang].pricing.packages).toHaveLength(prices.phoneReceptionist.packages.length);
      expect(aiSeoCopy[lang].pricing.packages).toHaveLength(prices.aiSeo.packages.length);
      expect(leadQualifierCopy[lang].pricing.packages).toHaveLength(prices.leadQualifier.packages.length);
    }
  });

  it("quotes the per-minute prices from the data in the phone FAQ", () => {
    const en = phoneReceptionistCopy.en.faq.items.map((i) => i.answer).join(" ");
    const fi = phoneReceptionistCopy.fi.faq.items.map((i) => i.answer).join(" ");
    expect(en).toContain("€0.40");
    expect(en).toContain("€0.30");
    expect(fi).toContain(`0,40${NBSP}€`);
    expect(fi).toContain(`0,30${NBSP}€`);
  });
});

describe("structured data offers read the prices", () => {
  it("builds monthly and annual UnitPriceSpecifications and the onboarding fee", () => {
    const offer = offerJsonLd(prices.chatAssistant.packages[0], "Starter", "en", "https://x.test/p", 1000);
    expect(offer).toMatchObject({ "@type": "Offer", price: 450, priceCurrency: "EUR" });
    expect(offer.priceSpecification).toEqual([
      expect.objectContaining({ "@type": "UnitPriceSpecification", price: 450, priceCurrency: "EUR", unitCode: "MON" }),
      expect.objectContaining({ price: 5000, unitCode: "ANN" }),
      expect.objectContaining({ price: 1000, priceComponentType: "https://schema.org/ActivationFee" }),
    ]);
  });

  it("builds a per-minute price for the phone receptionist", () => {
    const offer = offerJsonLd(prices.phoneReceptionist.packages[1] as Package<string, Price>, "Professional", "en", "https://x.test/p");
    expect(offer.priceSpecification).toEqual([
      expect.objectContaining({ price: 300, unitCode: "MON" }),
      expect.objectContaining({ price: 0.3, unitCode: "MIN" }),
    ]);
  });

  it("gives every page a Service with the provider, Finland and one offer per package", () => {
    const service = serviceJsonLd({
      service: "aiSeo",
      lang: "fi",
      name: "SEO",
      serviceType: "SEO",
      description: "d",
      pricing: prices.aiSeo,
      packageNames: aiSeoCopy.fi.pricing.packages.map((p) => p.name),
    });
    expect(service["@type"]).toBe("Service");
    expect(service.areaServed).toBe("FI");
    expect(service.provider).toEqual({ "@id": expect.stringMatching(/#organization$/) });
    const offers = service.offers as Record<string, unknown>[];
    expect(offers.map((o) => o.name)).toEqual(["Perus", "Kasvu", "Organisaatio"]);
    expect(offers.map((o) => o.price)).toEqual([500, 800, undefined]);
  });

  it("offers the software as a 0 EUR, 30-day free trial", () => {
    const app = softwareJsonLd({ service: "chatAssistant", lang: "en", name: "AI chat assistant", description: "d", trialDays: 30 });
    expect(app.offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "EUR", description: "30-day free trial" });
  });
});
