import { describe, expect, it } from "vitest";
import { hyphenate, hyphenateAll } from "@/content/hyphenation";

const show = (text: string) => text.replace(/\u00ad/g, "|");

describe("hyphenate", () => {
  it("puts soft hyphens at the compound boundaries of listed words, in any case and inflection", () => {
    expect(show(hyphenate("Tekoälyratkaisut, jotka tekevät arjesta sujuvaa"))).toBe("Teko|äly|ratkaisut, jotka tekevät arjesta sujuvaa");
    expect(show(hyphenate("tekoälyratkaisujemme"))).toBe("teko|äly|ratkaisujemme");
    expect(show(hyphenate("Käyttöönottoasiantuntija"))).toBe("Käyttöön|otto|asiantuntija");
    expect(show(hyphenate("Tietosuojaseloste"))).toBe("Tieto|suoja|seloste");
  });

  it("breaks a compound inside a longer word too, and every occurrence", () => {
    expect(show(hyphenate("AI-puhelinvastaaja ja puhelinvastaajamme"))).toBe("AI-puhelin|vastaaja ja puhelin|vastaajamme");
  });

  it("adds nothing after a real hyphen, nor to words it does not know or to English", () => {
    expect(show(hyphenate("AI-liidikvalifiointi"))).toBe("AI-liidi|kvalifiointi");
    expect(hyphenate("Hae työpaikkaa")).toBe("Hae työpaikkaa");
    expect(hyphenate("Onboarding Specialist")).toBe("Onboarding Specialist");
  });

  it("keeps the text the same apart from the soft hyphens", () => {
    const text = "Varaa maksuton kartoituspuhelu";
    expect(hyphenate(text).replace(/\u00ad/g, "")).toBe(text);
  });
});

describe("hyphenateAll", () => {
  it("hyphenates every string of copy, in arrays and objects, but for the keys kept plain", () => {
    const copy = { label: "Kylpyhuoneremontti", posts: [{ title: "Kylpyhuoneremontti vaihe vaiheelta" }], count: 3 };
    const out = hyphenateAll(copy, ["label"]);
    expect(out.label).toBe("Kylpyhuoneremontti");
    expect(show(out.posts[0]!.title)).toBe("Kylpyhuone|remontti vaihe vaiheelta");
    expect(out.count).toBe(3);
  });
});
