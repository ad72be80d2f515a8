import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "@/components/layout/Footer";
import { currentYear } from "@/lib/clock";

afterEach(() => vi.useRealTimers());

// The footer is prerendered: its copyright year is the clock's year at build (docs/decisions/066-figures-phones-and-details.md).
describe("the copyright year", () => {
  it("is the year in Helsinki, which starts two hours before it does in UTC", () => {
    expect(currentYear(new Date("2030-12-31T21:59:59Z"))).toBe(2030);
    expect(currentYear(new Date("2030-12-31T22:00:00Z"))).toBe(2031);
  });

  it("in the footer follows the clock", () => {
    for (const now of ["2029-06-15T12:00:00Z", "2031-01-01T09:00:00Z"]) {
      vi.useFakeTimers({ now: new Date(now), toFake: ["Date"] });
      const html = renderToStaticMarkup(createElement(Footer, { lang: "en", forms: { contact: null, newsletter: null } }));
      expect(html).toContain(`© ${currentYear()} `);
      expect(html).toContain(`© ${now.slice(0, 4)} `);
    }
  });
});
