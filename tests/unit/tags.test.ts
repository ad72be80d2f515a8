import { describe, expect, it } from "vitest";
import { slugOfName, tagIds, tags } from "@/content/tags";
import { languages } from "@/lib/i18n";

describe("the tags' addresses, made from their names", () => {
  it("are lower case, hyphens for spaces, letters without their marks", () => {
    expect(slugOfName("Sisältömarkkinointi")).toBe("sisaltomarkkinointi");
    expect(slugOfName("Customer service")).toBe("customer-service");
  });

  it("are plain address segments, one tag each in either language", () => {
    for (const lang of languages) {
      const slugs = tagIds.map((id) => tags[lang][id].slug);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(slugs).size).toBe(tagIds.length);
    }
  });
});
