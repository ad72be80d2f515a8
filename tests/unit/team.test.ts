import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { teamMemberSchema } from "@/content/schemas/team";

// The team (docs/decisions/065-trust-page-and-team.md): the repository ships nobody, so the
// about page shows no team section; the fixture member is shown by tests/e2e/html-first/team.spec.ts.
delete process.env.TEST_CONTENT_DIR;
const { teamMembers } = await import("@/content/team");
const { AboutScreen } = await import("@/components/screens/about/AboutScreen");

const member = {
  name: "Testi Henkilö",
  photo: "/images/hero-poster.svg",
  permission: { granted: true, date: "2026-11-20" },
  en: { role: "Test lead", photoAlt: "A test image" },
  fi: { role: "Testivastaava", photoAlt: "Testikuva" },
};

describe("the team", () => {
  it("is empty as shipped, and the about page then has no team section in either language", () => {
    expect(teamMembers()).toEqual([]);
    for (const lang of ["en", "fi"] as const) expect(renderToStaticMarkup(AboutScreen({ lang }))).not.toContain("data-team");
  });

  it("takes a member only with written permission and a photo that exists", () => {
    expect(teamMemberSchema.safeParse(member).success).toBe(true);
    expect(teamMemberSchema.safeParse({ ...member, permission: { granted: false, date: "2026-11-20" } }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, photo: "/images/nobody.jpg" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, fi: { role: "Testivastaava" } }).success).toBe(false);
  });
});
