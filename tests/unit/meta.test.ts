import { describe, expect, it } from "vitest";
import { serviceNames } from "@/content/glossary";
import { MAX_DESCRIPTION_LENGTH, pageMeta } from "@/content/meta";
import { ui } from "@/content/ui";
import { languages } from "@/lib/i18n";
import { screens } from "@/lib/routes";

describe("page descriptions", () => {
  for (const lang of languages) {
    for (const screen of screens) {
      it(`${lang} ${screen}: at most ${MAX_DESCRIPTION_LENGTH} characters`, () => {
        const { description } = pageMeta[lang][screen];
        expect(description.length, description).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
        expect(description.length).toBeGreaterThan(50);
      });
    }
    it(`${lang} 404 page: at most ${MAX_DESCRIPTION_LENGTH} characters`, () => {
      expect(ui[lang].notFound.text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    });
  }
});

describe("metadata text", () => {
  it("carries no invisible layout characters", () => {
    for (const lang of languages) {
      for (const screen of screens) {
        const { title, description } = pageMeta[lang][screen];
        expect(`${title} ${description}`).not.toMatch(/[\u2060\u00ad]/);
      }
    }
  });

  it("names each service page by the glossary's name", () => {
    for (const lang of languages) {
      for (const service of ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"] as const) {
        expect(pageMeta[lang][service].title).toContain(serviceNames[lang][service].name);
        expect(pageMeta[lang][service].keywords).toContain(serviceNames[lang][service].name);
      }
    }
  });
});
