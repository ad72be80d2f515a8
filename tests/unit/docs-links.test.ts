import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone (docs/decisions/012-the-repository-stands-alone.md): every record
 * or document the code and the docs point to exists, and every decision record has a unique number.
 */
const root = resolve(__dirname, "../..");
const skip = new Set(["node_modules", ".git", "data", "shots", "bench-results", "test-results"]);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (skip.has(name) || name.startsWith(".next")) return [];
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

describe("documentation links", () => {
  it("every docs/… path cited in the code exists", () => {
    const missing = files(".", /\.(ts|tsx|mjs|css|sh)$/).flatMap((file) =>
      [...readFileSync(join(root, file), "utf8").matchAll(/docs\/(?:decisions\/\d{3}-[\w-]+|product|README)\.md/g)]
        .map((m) => m[0])
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("every relative link of the Markdown documents leads to a file", () => {
    const broken = files(".", /\.md$/).flatMap((file) =>
      [...readFileSync(join(root, file), "utf8").matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        // An article's "/ai-seo" is an address of the site (content/articles), not a file of the repository.
        .filter((target) => !target.startsWith("/"))
        .filter((target) => !existsSync(resolve(root, dirname(file), target)))
        .map((target) => `${relative(root, join(root, file))}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("decision records have unique numbers", () => {
    const numbers = readdirSync(join(root, "docs/decisions")).map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
