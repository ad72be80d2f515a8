import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Inter for the share images: static cuts of the self-hosted font (scripts/fonts/subset-inter.sh),
 * because the image renderer reads neither WOFF2 nor variable fonts, and without layout tables,
 * because it spaces words by their unkerned width: kerned glyphs left uneven gaps between words.
 */
const weights = [400, 600, 800] as const;

let loaded: Promise<{ name: string; data: Buffer; weight: (typeof weights)[number]; style: "normal" }[]> | undefined;

export function shareFonts() {
  loaded ??= Promise.all(
    weights.map(async (weight) => ({
      name: "Inter",
      data: await readFile(join(process.cwd(), "assets", "fonts", `inter-share-${weight}.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return loaded;
}
