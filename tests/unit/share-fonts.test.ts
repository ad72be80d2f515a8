import { describe, expect, it } from "vitest";
import { shareFonts } from "@/components/share-images/share-fonts";

/** The table tags of a WOFF file (its header is 44 bytes, then 20 bytes per table). */
function woffTables(font: Buffer): string[] {
  expect(font.subarray(0, 4).toString("latin1")).toBe("wOFF");
  const count = font.readUInt16BE(12);
  return Array.from({ length: count }, (_, i) => font.subarray(44 + i * 20, 48 + i * 20).toString("latin1"));
}

describe("share image fonts", () => {
  it("are static WOFF cuts of Inter (the renderer reads neither WOFF2 nor variable fonts)", async () => {
    const fonts = await shareFonts();
    expect(fonts.map((f) => [f.name, f.weight])).toEqual([
      ["Inter", 400],
      ["Inter", 600],
      ["Inter", 800],
    ]);
    for (const font of fonts) expect(woffTables(font.data)).not.toContain("fvar");
  });

  it("carry no kerning or substitution tables, so words are drawn as wide as they are measured", async () => {
    for (const font of await shareFonts()) {
      const tables = woffTables(font.data);
      expect(tables).toContain("glyf");
      for (const tag of ["GPOS", "GSUB", "kern"]) expect(tables).not.toContain(tag);
    }
  });
});
