import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { counterpartPath, pathFor, routes, screenOfPath, screens, utilityRoutes } from "@/lib/routes";

const appDir = join(import.meta.dirname, "..", "..", "app");
// The apply page is one prerendered page per position, under [job] (lib/apply-variants.ts).
const pageFile = (path: string) => {
  const dir = path.startsWith("/fi") ? join(appDir, path) : join(appDir, "(en)", path);
  return join(dir, screenOfPath(path)?.screen === "apply" ? "[job]" : "", "page.tsx");
};

describe("route table", () => {
  it("has ten screens and twenty distinct paths", () => {
    const paths = screens.flatMap((s) => [routes[s].en, routes[s].fi]);
    expect(screens).toHaveLength(10);
    expect(new Set(paths).size).toBe(20);
  });
  it("has a page file for every path", () => {
    for (const screen of screens) {
      expect(existsSync(pageFile(pathFor(screen, "en"))), screen).toBe(true);
      expect(existsSync(pageFile(pathFor(screen, "fi"))), screen).toBe(true);
    }
  });
  it("maps every path to its counterpart and back", () => {
    for (const screen of screens) {
      const { en, fi } = routes[screen];
      expect(counterpartPath(en, "fi")).toBe(fi);
      expect(counterpartPath(fi, "en")).toBe(en);
      expect(screenOfPath(`${fi}/`)).toEqual({ screen, lang: "fi" });
    }
  });
  it("maps the newsletter utility pages too", () => {
    expect(counterpartPath(utilityRoutes.newsletterConfirm.en, "fi")).toBe(utilityRoutes.newsletterConfirm.fi);
    expect(counterpartPath(utilityRoutes.newsletterUnsubscribe.fi, "en")).toBe(utilityRoutes.newsletterUnsubscribe.en);
  });
  it("sends unknown paths to the home page of the language", () => {
    expect(counterpartPath("/nowhere", "fi")).toBe("/fi");
    expect(counterpartPath("/fi/ei-ole", "en")).toBe("/");
  });
});
