import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { allPages } from "../../pages";
import { pagesIn, profilesIn } from "../../perf-selection";

const names = (pages: { name: string }[]) => pages.map((p) => p.name);

describe("what the budget test measures", () => {
  it("measures every profile on every page unless told otherwise", () => {
    assert.deepEqual(profilesIn({}), ["mobile", "cpu8"]);
    assert.deepEqual(names(pagesIn({}, "cpu8")), names(allPages()));
  });

  it("takes a profile's own pages before PERF_PAGES, as CI sets them (.ci/run)", () => {
    const env = { PERF_PAGES: "home/fi,404", PERF_PAGES_CPU8: "home/fi,aiSeo/en" };
    assert.deepEqual(names(pagesIn(env, "mobile")), ["home/fi", "404"]);
    assert.deepEqual(names(pagesIn(env, "cpu8")), ["home/fi", "aiSeo/en"]);
  });

  it("measures no page in a profile whose own list is set but empty", () => {
    assert.deepEqual(names(pagesIn({ PERF_PAGES: "about/en", PERF_PAGES_CPU8: "" }, "cpu8")), []);
  });

  it("refuses an unknown profile, naming the known ones", () => {
    assert.throws(() => profilesIn({ PERF_PROFILES: "mobile,desktop" }), { message: "PERF_PROFILES: unknown profile desktop (known: mobile, cpu8)" });
  });
});
