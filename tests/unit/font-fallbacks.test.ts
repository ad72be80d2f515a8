import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackFacesCss, fallbackFacesFile, fallbacks, overrides } from "../../scripts/fallback-faces";

describe("the metric-matched fallbacks for Inter (src/styles/font-fallbacks.css)", () => {
  it("are the stylesheet the site's styles import, one regular and one bold face per fallback", () => {
    const globals = readFileSync(join(import.meta.dirname, "..", "..", "src", "styles", "globals.css"), "utf8");
    expect(globals).toContain(`@import "./${basename(fallbackFacesFile)}";`);
    expect(fallbackFacesCss().match(/@font-face/g)).toHaveLength(fallbacks.length * 2);
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
