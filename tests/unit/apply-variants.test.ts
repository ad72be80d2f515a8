import { describe, expect, it } from "vitest";
import { applyHref, languageHref, openSets, positionVariant, publicVariantHref, variantParams, type Opening } from "@/lib/apply-variants";

const query = (search: string) => new URLSearchParams(search);
/** Three positions open until filled, one closing on 30 June and one on 31 December. */
const openings: Opening[] = [{ job: 0 }, { job: 1 }, { job: 2 }, { job: 5, closes: "2026-06-30" }, { job: 7, closes: "2026-12-31" }];
const at = (day: string, path: string, search = "", method = "GET") => positionVariant(path, query(search), method, openings, day);

describe("variants of the jobs and apply pages", () => {
  it("has one jobs page per set of open positions over time, and an apply page per position and set", () => {
    expect(openSets(openings)).toEqual([[0, 1, 2, 5, 7], [0, 1, 2, 7], [0, 1, 2]]);
    expect(variantParams.jobs(openings)).toEqual([{ open: "0-1-2-5-7" }, { open: "0-1-2-7" }, { open: "0-1-2" }]);
    expect(variantParams.apply(openings)).toHaveLength(3 * 5);
    expect(variantParams.jobs([])).toEqual([{ open: "none" }]);
    expect(variantParams.jobs([{ job: 3, closes: "2026-01-31" }])).toEqual([{ open: "3" }, { open: "none" }]);
  });

  it("serves the jobs page from the set open today: a position is open through the whole of its closing day", () => {
    expect(at("2026-06-30", "/jobs")).toEqual({ path: "/jobs/0-1-2-5-7", status: 200 });
    expect(at("2026-07-01", "/jobs")).toEqual({ path: "/jobs/0-1-2-7", status: 200 });
    expect(at("2027-01-01", "/fi/tyopaikat")).toEqual({ path: "/fi/tyopaikat/0-1-2", status: 200 });
  });

  it("serves ?job=N from its form while open and from its closed page (410) after, the first open position for a missing or unknown one", () => {
    expect(at("2026-06-30", "/apply", "job=5")).toEqual({ path: "/apply/5/0-1-2-5-7", status: 200 });
    expect(at("2026-07-01", "/apply", "job=5")).toEqual({ path: "/apply/5/0-1-2-7", status: 410 });
    expect(at("2026-07-01", "/fi/hae-tyopaikkaa", "job=5", "HEAD")?.status).toBe(410);
    for (const bad of ["", "job=4", "job=-1", "job=1.0", "job=x"]) expect(at("2026-07-01", "/apply", bad)).toEqual({ path: "/apply/0/0-1-2-7", status: 200 });
    expect(positionVariant("/apply", query("job=9"), "GET", [{ job: 9, closes: "2020-01-01" }], "2026-07-01")).toEqual({ path: "/apply/9/none", status: 410 });
    expect(positionVariant("/apply", query(""), "GET", [], "2026-07-01")).toBeUndefined();
    expect(at("2026-07-01", "/about")).toBeUndefined();
  });

  it("answers a post for a closed position with its form, where the refusal is shown and nothing typed is lost", () => {
    expect(at("2026-07-01", "/apply", "job=5", "POST")).toEqual({ path: "/apply/5/0-1-2-5-7", status: 200 });
    expect(at("2027-01-01", "/fi/hae-tyopaikkaa", "job=7", "POST")).toEqual({ path: "/fi/hae-tyopaikkaa/7/0-1-2-7", status: 200 });
  });

  it("knows the public address of each internal variant path, and nothing else", () => {
    expect(publicVariantHref("/apply/5/0-1-2-7", openings)).toBe("/apply?job=5");
    expect(publicVariantHref("/fi/hae-tyopaikkaa/0/0-1-2", openings)).toBe("/fi/hae-tyopaikkaa?job=0");
    expect(publicVariantHref("/jobs/0-1-2-7", openings)).toBe("/jobs");
    expect(publicVariantHref("/fi/tyopaikat/0-1-2", openings)).toBe("/fi/tyopaikat");
    for (const other of ["/apply", "/apply/5", "/apply/3/0-1-2", "/apply/5/0-1", "/jobs", "/jobs/none", "/jobs/0-1-2/x", "/about/0-1-2"]) {
      expect(publicVariantHref(other, openings), other).toBeUndefined();
    }
  });

  it("gives the language link the same address in the prerendered HTML and in the browser", () => {
    expect(languageHref("/apply/1/0-1-2", "1", "fi")).toBe("/fi/hae-tyopaikkaa?job=1");
    expect(languageHref("/apply", "1", "fi")).toBe("/fi/hae-tyopaikkaa?job=1");
    expect(languageHref("/fi/hae-tyopaikkaa/2/0-1-2", "2", "en")).toBe(applyHref("en", 2));
    expect(languageHref("/fi/tyopaikat", undefined, "en")).toBe("/jobs");
    expect(languageHref("/fi/tyopaikat/0-1-2", undefined, "en")).toBe("/jobs");
  });
});
