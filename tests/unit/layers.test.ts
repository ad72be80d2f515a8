import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of the code point only down (docs/decisions/024-layers-point-down.md): each folder may import
 * the folders listed for it and nothing above. The build (scripts/build/) is TypeScript and part of
 * the graph. Tests, scripts and benches may import the product; the product never imports them.
 * No module imports a module that imports it back, and a name says which module it is: two layers
 * never hold modules of the same name.
 */
const allowed: Record<string, string[]> = {
  lib: ["lib"],
  // The one door to Next.js's internals (delivery/README.md): above the ground floor, below all that uses it.
  delivery: ["lib", "delivery"],
  content: ["lib", "content"],
  site: ["lib", "content", "site"],
  components: ["lib", "delivery", "content", "site", "components"],
  server: ["lib", "delivery", "content", "server"],
  app: ["lib", "delivery", "content", "site", "components", "server", "app"],
};

const root = resolve(__dirname, "../..");
const sourceFile = /\.(ts|tsx|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

const topLevel = ["proxy.ts", "instrumentation.ts", "next.config.ts"];
const product = [...Object.keys(allowed).flatMap(filesUnder), ...topLevel];
/** The build pipeline: it may import the product (delivery/ above all), never the other way. */
const buildFiles = filesUnder("scripts/build");

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = relative(root, resolve(root, dirname(from), spec));
  else return undefined; // a package
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, "index.ts")];
  return candidates.find((c) => product.includes(c) || buildFiles.includes(c)) ?? candidates.find((c) => /^(tests|scripts)\//.test(c));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)];
  return specs.map((m) => resolveImport(file, (m[1] ?? m[2])!)).filter((p): p is string => p !== undefined);
}

/** Names the framework gives (a route's page, a folder's index), which every layer may repeat. */
const frameworkNames = new Set(["index", "page", "layout", "route", "not-found", "global-not-found", "error", "loading", "template"]);

const layerOf = (file: string) => (topLevel.includes(file) ? "app" : file.split("/")[0]!);
const graph = new Map([...product, ...buildFiles].map((file) => [file, importsOf(file)]));

describe("layers", () => {
  it("every import points to the same layer or one below it", () => {
    const wrong = [...graph].flatMap(([file, deps]) =>
      deps.filter((dep) => !buildFiles.includes(file) && !allowed[layerOf(file)]!.includes(layerOf(dep))).map((dep) => `${file} -> ${dep}`),
    );
    expect(wrong).toEqual([]);
  });

  it("two modules in two layers never share a name", () => {
    const layersOf = new Map<string, Set<string>>();
    for (const file of product) {
      const name = basename(file).replace(/\.(tsx?|mjs)$/, "");
      if (frameworkNames.has(name)) continue;
      layersOf.set(name, (layersOf.get(name) ?? new Set()).add(layerOf(file)));
    }
    const shared = [...layersOf].filter(([, layers]) => layers.size > 1).map(([name, layers]) => `${name}: ${[...layers].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("no module imports one of its own importers", () => {
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "visiting") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "visiting");
      for (const dep of graph.get(file) ?? []) visit(dep, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
