/**
 * The characters a WOFF2 font has glyphs for, read from its cmap table: enough of the WOFF2
 * format (https://www.w3.org/TR/WOFF2/) to find that one table, which is never transformed.
 */
import { brotliDecompressSync } from "node:zlib";

const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill";
const knownTag = (index: number) => KNOWN_TAGS.slice(index * 5, index * 5 + 4);

/** The font's tables, decompressed, by tag (transformed ones as stored). */
function woff2Tables(font: Buffer): Map<string, Buffer> {
  if (font.subarray(0, 4).toString("latin1") !== "wOF2") throw new Error("not a WOFF2 font");
  const numTables = font.readUInt16BE(12);
  const compressedSize = font.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[at++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++]!;
    const tag = (flags & 0x3f) === 63 ? font.subarray(at, (at += 4)).toString("latin1") : knownTag(flags & 0x3f);
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The code points of a cmap subtable in format 4 (BMP) or 12 (full range). */
function subtableCodePoints(cmap: Buffer, offset: number): Set<number> {
  const points = new Set<number>();
  const format = cmap.readUInt16BE(offset);
  if (format === 12) {
    const groups = cmap.readUInt32BE(offset + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(offset + 16 + g * 12);
      const end = cmap.readUInt32BE(offset + 20 + g * 12);
      const glyph = cmap.readUInt32BE(offset + 24 + g * 12);
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
    }
  } else if (format === 4) {
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = cmap.readUInt16BE(ends + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph =
          rangeOffset === 0 ? (c + delta) & 0xffff : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        if (glyph !== 0) points.add(c);
      }
    }
  } else {
    throw new Error(`cmap subtable format ${format} not read`);
  }
  return points;
}

/** Every code point the font maps to a glyph (its Windows Unicode subtable). */
export function woff2CodePoints(font: Buffer): Set<number> {
  const cmap = woff2Tables(font).get("cmap");
  if (!cmap) throw new Error("no cmap table");
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  const best =
    records.find((r) => r.platform === 3 && r.encoding === 10) ??
    records.find((r) => r.platform === 3 && r.encoding === 1) ??
    records.find((r) => r.platform === 0);
  if (!best) throw new Error("no Unicode cmap subtable");
  return subtableCodePoints(cmap, best.offset);
}
