import { describe, expect, it } from "vitest";
import { langOfPath } from "@/lib/i18n";

describe("langOfPath", () => {
  it("is Finnish under /fi only", () => {
    expect(langOfPath("/fi")).toBe("fi");
    expect(langOfPath("/fi/tyopaikat")).toBe("fi");
    expect(langOfPath("/finance")).toBe("en");
    expect(langOfPath("/")).toBe("en");
  });
});
