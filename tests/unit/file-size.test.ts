import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/format";

const MiB = 1024 * 1024;

describe("formatFileSize", () => {
  it("writes kilobytes below 1000 kB and megabytes to one decimal above, as each language abbreviates them", () => {
    const cases: [number, string, string][] = [
      [100, "1 kt", "1 kB"],
      [240 * 1024, "240 kt", "240 kB"],
      [999 * 1024, "999 kt", "999 kB"],
      [1000 * 1024, "1 Mt", "1 MB"],
      [1.23 * MiB, "1,2 Mt", "1.2 MB"],
      [5 * MiB, "5 Mt", "5 MB"],
    ];
    for (const [bytes, fi, en] of cases) {
      expect(formatFileSize(bytes, "fi")).toBe(fi.replace(" ", "\u00a0"));
      expect(formatFileSize(bytes, "en")).toBe(en.replace(" ", "\u00a0"));
    }
  });
});
