import { describe, expect, it } from "vitest";
import { pathFor, screens, utilityRoutes } from "@/lib/routes";
import { contactFormHref, hasContactForm } from "@/site/navigation";

describe("where the contact form is", () => {
  it("ends every page but the apply and booking pages, the newsletter's own pages and a 404", () => {
    for (const screen of screens) {
      for (const lang of ["en", "fi"] as const) {
        expect(hasContactForm(pathFor(screen, lang)), screen).toBe(screen !== "apply" && screen !== "bookCall");
      }
    }
    expect(hasContactForm(utilityRoutes.newsletterConfirm.fi)).toBe(false);
    expect(hasContactForm(utilityRoutes.newsletterUnsubscribe.en)).toBe(false);
    expect(hasContactForm("/apply/1")).toBe(false);
    expect(hasContactForm("/fi/hae-tyopaikkaa/2")).toBe(false);
    expect(hasContactForm("/no-such-page")).toBe(false);
  });

  it("is reached from the page's own form, or the home page's in the page's language", () => {
    expect(contactFormHref("/about", "en", "header")).toBe("#contact");
    expect(contactFormHref("/fi/varaa-keskustelu", "fi", "header")).toBe("/fi#contact");
    expect(contactFormHref("/fi/olematon", "fi", "menu")).toBe("/fi#contact");
    expect(contactFormHref("/apply", "en", "menu")).toBe("/#contact");
  });

  it("reloads the page from the mobile menu, so that the menu closes without scripts", () => {
    expect(contactFormHref("/fi/tietoa-meista", "fi", "menu")).toBe("?#contact");
  });
});
