import { describe, expect, it } from "vitest";
import { labelFromKey, langOfPath, translate } from "@/lib/i18n";

const dicts = {
  en: { nav: { home: "Home", onlyEnglish: "English only" } },
  fi: { nav: { home: "Etusivu", onlyFinnish: "Vain suomeksi" } },
};

describe("translate", () => {
  it("uses the requested language first", () => {
    expect(translate(dicts, "fi", "nav.home")).toBe("Etusivu");
    expect(translate(dicts, "en", "nav.home")).toBe("Home");
  });
  it("falls back to English, then Finnish", () => {
    expect(translate(dicts, "fi", "nav.onlyEnglish")).toBe("English only");
    expect(translate(dicts, "en", "nav.onlyFinnish")).toBe("Vain suomeksi");
  });
  it("makes a label of the key's last part when no language has it", () => {
    expect(translate(dicts, "fi", "footer.companyLinks")).toBe("Company links");
    expect(translate(dicts, "en", "nav")).toBe("Nav");
  });
});

describe("labelFromKey", () => {
  it("splits camelCase, dashes and underscores", () => {
    expect(labelFromKey("a.b.bookDiscoveryCall")).toBe("Book discovery call");
    expect(labelFromKey("privacy_notice-title")).toBe("Privacy notice title");
  });
});

describe("langOfPath", () => {
  it("is Finnish under /fi only", () => {
    expect(langOfPath("/fi")).toBe("fi");
    expect(langOfPath("/fi/tyopaikat")).toBe("fi");
    expect(langOfPath("/finance")).toBe("en");
    expect(langOfPath("/")).toBe("en");
  });
});
