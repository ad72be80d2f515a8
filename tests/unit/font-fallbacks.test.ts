import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fallbackFacesCss, fallbackFacesFile, fallbacks, overrides } from "../../scripts/fonts/fallback-faces";

describe("the metric-matched fallbacks for Inter (app/font-fallbacks.css)", () => {
  it("are the generator's output: run `npx tsx scripts/fonts/fallback-faces.ts` after changing it", () => {
    expect(readFileSync(fallbackFacesFile, "utf8")).toBe(fallbackFacesCss());
  });

  it("cover Windows and macOS (Arial), Apple (Helvetica), Android (Roboto) and Linux (Liberation Sans, DejaVu Sans)", () => {
    const names = fallbacks.flatMap((f) => f.regular);
    for (const name of ["Arial", "Helvetica", "Roboto", "Liberation Sans", "DejaVu Sans"]) expect(names).toContain(name);
  });

  it("scale each face to Inter's width: the narrower ones up, the wider DejaVu Sans down", () => {
    const byFamily = Object.fromEntries(fallbacks.map((f) => [f.family, overrides(f.metrics).sizeAdjust]));
    expect(byFamily["Inter Fallback Arial"]).toBeGreaterThan(1);
    expect(byFamily["Inter Fallback DejaVu"]).toBeLessThan(1);
  });
});
