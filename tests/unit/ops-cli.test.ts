import { describe, expect, it } from "vitest";
import { parseId, printable } from "@/scripts/ops/cli";

describe("operator command line", () => {
  it("takes only plain whole numbers as ids", () => {
    expect(["1", "42", "2147483647"].map(parseId)).toEqual([1, 42, 2147483647]);
    for (const bad of ["0x10", "1e1", "1.0", "+1", " 1", "1 ", "-1", "0", "01", "", "2147483648", "١"]) expect(parseId(bad), bad).toBeUndefined();
    expect(parseId(undefined)).toBeUndefined();
  });

  it("shows control characters and bidirectional overrides as escapes", () => {
    expect(printable("a\nb\r\tc\u0000\u001b[31m\u007f\u009b\u202eäö")).toBe("a\\nb\\r\\tc\\x00\\x1b[31m\\x7f\\x9b\\u202eäö");
  });
});
