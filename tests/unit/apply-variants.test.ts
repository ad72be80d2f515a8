import { describe, expect, it } from "vitest";
import { applyHref, applyVariantParams, applyVariantPath, jobOfVariant, languageHref, publicApplyHref } from "@/lib/apply-variants";
import { jobIds } from "@/lib/jobs";

const query = (search: string) => new URLSearchParams(search);

describe("apply page variants", () => {
  it("has one variant per position", () => {
    expect(applyVariantParams).toEqual(jobIds.map((_, i) => ({ job: String(i) })));
    expect(applyVariantParams.map((p) => jobOfVariant(p.job))).toEqual([...jobIds]);
  });
  it("serves each public apply address from the variant of its ?job=, the first for a missing or invalid one", () => {
    expect(applyVariantPath("/apply", query("job=2"))).toBe("/apply/2");
    expect(applyVariantPath("/fi/hae-tyopaikkaa", query("job=1"))).toBe("/fi/hae-tyopaikkaa/1");
    for (const bad of ["", "job=7", "job=-1", "job=1.0", "job=x"]) expect(applyVariantPath("/apply", query(bad))).toBe("/apply/0");
    expect(applyVariantPath("/jobs", query("job=1"))).toBeUndefined();
    expect(applyVariantPath("/apply/1", query(""))).toBeUndefined();
  });
  it("knows the public address of each internal variant path, and nothing else", () => {
    expect(publicApplyHref("/apply/1")).toBe("/apply?job=1");
    expect(publicApplyHref("/fi/hae-tyopaikkaa/0")).toBe("/fi/hae-tyopaikkaa?job=0");
    for (const other of ["/apply", "/apply/3", "/apply/x", "/jobs/1", "/fi/tyopaikat/1", "/apply/1/2"]) expect(publicApplyHref(other)).toBeUndefined();
  });
  it("gives the language link the same address in the prerendered HTML and in the browser", () => {
    expect(languageHref("/apply/1", "1", "fi")).toBe("/fi/hae-tyopaikkaa?job=1");
    expect(languageHref("/apply", "1", "fi")).toBe("/fi/hae-tyopaikkaa?job=1");
    expect(languageHref("/fi/hae-tyopaikkaa/2", "2", "en")).toBe(applyHref("en", 2));
    expect(languageHref("/fi/tyopaikat", undefined, "en")).toBe("/jobs");
  });
});
