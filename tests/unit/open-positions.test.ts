import { describe, expect, it } from "vitest";
import { applyHref, languageHref, positionsPage, type Opening } from "@/lib/open-positions";

const query = (search: string) => new URLSearchParams(search);
const slugs = (job: number) => ({ en: `job-${job}`, fi: `tehtava-${job}` });
/** Three positions open until filled, one closing on 30 June and one on 31 December. */
const openings: Opening[] = [{ job: 0 }, { job: 1 }, { job: 2 }, { job: 5, closes: "2026-06-30" }, { job: 7, closes: "2026-12-31" }].map((o) => ({ ...o, slugs: slugs(o.job) }));
const at = (day: string, path: string, search = "", method = "GET") => positionsPage(path, query(search), method, openings, day);

describe("the positions the jobs page and the application form show on a day", () => {
  it("lists the positions open that day: a position is open through the whole of its closing day", () => {
    expect(at("2026-06-30", "/jobs")).toEqual({ screen: "jobs", open: [0, 1, 2, 5, 7] });
    expect(at("2026-07-01", "/jobs")).toEqual({ screen: "jobs", open: [0, 1, 2, 7] });
    expect(at("2027-01-01", "/fi/tyopaikat")).toEqual({ screen: "jobs", open: [0, 1, 2] });
    expect(positionsPage("/jobs", query(""), "GET", [], "2026-07-01")).toEqual({ screen: "jobs", open: [] });
  });

  it("shows ?job=N's form while open and says it has closed (410) after; a missing or unknown number gets the first open position", () => {
    expect(at("2026-06-30", "/apply", "job=5")).toEqual({ screen: "apply", job: 5, open: [0, 1, 2, 5, 7], closed: false });
    expect(at("2026-07-01", "/apply", "job=5")).toEqual({ screen: "apply", job: 5, open: [0, 1, 2, 7], closed: true });
    expect(at("2026-07-01", "/fi/hae-tyopaikkaa", "job=5", "HEAD")).toMatchObject({ closed: true });
    for (const bad of ["", "job=4", "job=-1", "job=1.0", "job=x"]) expect(at("2026-07-01", "/apply", bad)).toMatchObject({ job: 0, closed: false });
    expect(positionsPage("/apply", query("job=9"), "GET", [{ job: 9, closes: "2020-01-01", slugs: slugs(9) }], "2026-07-01")).toEqual({ screen: "apply", job: 9, open: [], closed: true });
    expect(positionsPage("/apply", query(""), "GET", [], "2026-07-01")).toBeUndefined();
    expect(at("2026-07-01", "/about")).toBeUndefined();
    expect(at("2026-07-01", "/apply/5/0-1-2-7")).toBeUndefined();
  });

  it("shows a position's page by its slug in the page's language while open, and says it has closed (410) after; an unknown slug is no page of the positions", () => {
    expect(at("2026-06-30", "/jobs/job-5")).toEqual({ screen: "position", job: 5, open: [0, 1, 2, 5, 7], closed: false });
    expect(at("2026-07-01", "/fi/tyopaikat/tehtava-5")).toEqual({ screen: "position", job: 5, open: [0, 1, 2, 7], closed: true });
    expect(at("2026-07-01", "/jobs/job-7/")).toMatchObject({ screen: "position", job: 7, closed: false });
    for (const unknown of ["/jobs/tehtava-5", "/fi/tyopaikat/job-5", "/jobs/job-4", "/jobs/job-5/more", "/about/job-5"]) expect(at("2026-07-01", unknown)).toBeUndefined();
  });

  it("answers a post for a closed position with its form, where the refusal is shown and nothing typed is lost", () => {
    expect(at("2026-07-01", "/apply", "job=5", "POST")).toEqual({ screen: "apply", job: 5, open: [0, 1, 2, 5, 7], closed: false });
    expect(at("2027-01-01", "/fi/hae-tyopaikkaa", "job=7", "POST")).toEqual({ screen: "apply", job: 7, open: [0, 1, 2, 7], closed: false });
  });

  it("gives the language link of the application form the same position", () => {
    expect(languageHref("/apply", "1", "fi")).toBe("/fi/hae-tyopaikkaa?job=1");
    expect(languageHref("/fi/hae-tyopaikkaa", "2", "en")).toBe(applyHref("en", 2));
    expect(languageHref("/fi/tyopaikat", undefined, "en")).toBe("/jobs");
  });
});
