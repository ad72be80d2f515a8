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
  it("keeps control characters escaped, so a path cannot forge a log line", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logMissingPath("/fi/x%0A%5B404%5D%20forged%09y");
    expect(warn).toHaveBeenCalledWith("[404] /fi/x%0A[404] forged%09y");
  });
  it("says so when the path was not passed on (paths the proxy does not see)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logMissingPath(null);
    expect(warn).toHaveBeenCalledWith("[404] a path outside the pages (/api, /_next, /og)");
  });
});
