import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of the code point only down (docs/decisions/024-layers-point-down.md): each folder may import
 * the folders listed for it and nothing above. src/ holds Astro's routes, layouts, content
 * collections and directives (docs/decisions/061-astro-islands.md): the top, which may import every
 * layer; astro.config.ts is part of it. The build (scripts/build.ts and what it runs) is part of
 * the graph: it may import the product, the product never imports it. Tests, scripts and benches
 * may import the product; the product never imports them. No module imports a module that imports
 * it back, and a name says which module it is: two layers never hold modules of the same name.
 */
const allowed: Record<string, string[]> = {
  lib: ["lib"],
  content: ["lib", "content"],
  site: ["lib", "content", "site"],
  // The page's React tree and its islands: they get plain data and render it, they call no service.
  components: ["lib", "content", "site", "components"],
  // The HTTP server and the forms' services: no page code (src/pages/render/ calls them, not the other way).
  server: ["lib", "content", "server"],
  src: ["lib", "content", "site", "components", "server", "src"],
};

const root = resolve(__dirname, "../..");
const sourceFile = /\.(ts|tsx|mjs|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

const topLevel = ["astro.config.ts"];
const product = [...Object.keys(allowed).flatMap(filesUnder), ...topLevel];
/** The build pipeline (`npm run build`, and `npm start` building when stale): it may import the product, never the other way. */
const buildFiles = ["scripts/build.ts", "scripts/build-inputs.ts", "scripts/fallback-faces.ts", "scripts/load-env.mjs", "scripts/start.mjs"];

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  const path = spec.replace(/\?.*$/, ""); // an asset's URL (?url) is its file's
  if (path.startsWith("@/")) base = path.slice(2);
  else if (path.startsWith(".")) base = relative(root, resolve(root, dirname(from), path));
  else return undefined; // a package, or one of Astro's virtual modules (astro:content)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, "index.ts")];
  return candidates.find((c) => product.includes(c) || buildFiles.includes(c)) ?? candidates.find((c) => /^(tests|scripts|bench)\//.test(c));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)];
  return specs.map((m) => resolveImport(file, (m[1] ?? m[2])!)).filter((p): p is string => p !== undefined);
}

/** Names the framework gives (a route's catch-all, a folder's index), which every layer may repeat. */
const frameworkNames = new Set(["index", "[...path]"]);

const layerOf = (file: string) => (topLevel.includes(file) ? "src" : buildFiles.includes(file) ? "build" : file.split("/")[0]!);
type Graph = Map<string, string[]>;
const graph: Graph = new Map([...product, ...buildFiles].map((file) => [file, importsOf(file)]));

/** Every import of a layer that points to a layer it may not import; the build may import the product. */
function upwardImports(of: Graph): string[] {
  return [...of].flatMap(([file, deps]) => {
    const layer = layerOf(file);
    const may = layer === "build" ? [...Object.keys(allowed), "build"] : allowed[layer] ?? [];
    return deps.filter((dep) => !may.includes(layerOf(dep))).map((dep) => `${file} -> ${dep}`);
  });
}

/** Every chain of imports that leads back to where it started. */
function cyclesOf(of: Graph): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "visiting") {
      cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
      return;
    }
    state.set(file, "visiting");
    for (const dep of of.get(file) ?? []) visit(dep, [...path, file]);
    state.set(file, "done");
  };
  for (const file of of.keys()) visit(file, []);
  return cycles;
}

describe("layers", () => {
  it("every import points to the same layer or one below it", () => {
    expect(product.filter((file) => file.startsWith("src/")).length).toBeGreaterThan(5);
    expect(upwardImports(graph)).toEqual([]);
  });

  it("two modules in two layers never share a name", () => {
    const layersOf = new Map<string, Set<string>>();
    for (const file of [...product, ...buildFiles]) {
      const name = basename(file).replace(/\.(tsx?|mjs|astro)$/, "");
      if (frameworkNames.has(name)) continue;
      layersOf.set(name, (layersOf.get(name) ?? new Set()).add(layerOf(file)));
    }
    const shared = [...layersOf].filter(([, layers]) => layers.size > 1).map(([name, layers]) => `${name}: ${[...layers].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("no module imports one of its own importers", () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("the checks find an import upwards, the product importing the build or the tests, and a cycle", () => {
    const of = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));
    expect(upwardImports(of({ "lib/a.ts": ["site/b.ts"], "components/c.tsx": ["server/d.ts"], "server/e.ts": ["src/pages/f.astro"] }))).toEqual([
      "lib/a.ts -> site/b.ts",
      "components/c.tsx -> server/d.ts",
      "server/e.ts -> src/pages/f.astro",
    ]);
    expect(upwardImports(of({ "site/a.ts": ["scripts/build.ts", "tests/x.ts"], "scripts/build.ts": ["server/http/site-server.ts"], "src/p.astro": ["server/f.ts"] }))).toEqual([
      "site/a.ts -> scripts/build.ts",
      "site/a.ts -> tests/x.ts",
    ]);
    expect(cyclesOf(of({ "lib/a.ts": ["lib/b.ts"], "lib/b.ts": ["lib/c.ts"], "lib/c.ts": ["lib/a.ts"] }))).toEqual(["lib/a.ts -> lib/b.ts -> lib/c.ts -> lib/a.ts"]);
  });
});
