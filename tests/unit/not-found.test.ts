import { afterEach, describe, expect, it, vi } from "vitest";
import { logMissingPath } from "@/site/not-found";

describe("logMissingPath", () => {
  afterEach(() => vi.restoreAllMocks());
  it.each([
    ["logs the decoded missing path", "/fi/ei%C3%A4/sivu", "[404] /fi/eiä/sivu"],
    ["logs a path with a malformed escape as it came", "/bad%E0%A4%A", "[404] /bad%E0%A4%A"],
    ["keeps control characters escaped, so a path cannot forge a log line", "/fi/x%0A%5B404%5D%20forged%09y", "[404] /fi/x%0A[404] forged%09y"],
    ["cuts a long path: a 15 KB path does not write 15 KB per request", `/${"a".repeat(15_000)}`, `[404] /${"a".repeat(199)}… (14801 more characters)`],
    ["says so when the path was not passed on (paths the proxy does not see)", null, "[404] a path outside the pages (the API, the framework's files, share images)"],
  ])("%s", (_name, path, logged) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logMissingPath(path);
    expect(warn).toHaveBeenCalledWith(logged);
  });
});
