import { afterEach, describe, expect, it, vi } from "vitest";
import { logMissingPath } from "@/lib/not-found";

describe("logMissingPath", () => {
  afterEach(() => vi.restoreAllMocks());
  it("logs the decoded missing path", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logMissingPath("/fi/ei%C3%A4/sivu");
    expect(warn).toHaveBeenCalledWith("[404] /fi/eiä/sivu");
  });
  it("logs a path with a malformed escape as it came", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logMissingPath("/bad%E0%A4%A");
    expect(warn).toHaveBeenCalledWith("[404] /bad%E0%A4%A");
  });
});
