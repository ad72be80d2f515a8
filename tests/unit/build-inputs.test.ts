import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteConfigSchema } from "@/lib/site-config";
import { serverConfigSchema } from "@/server/config";
import { distDirOf, isBuilt } from "../../scripts/build";
import { BUILD_ENV, buildInputs, buildStamp, STAMP_FILE } from "../../scripts/build-inputs";

const root = resolve(__dirname, "../..");

describe("the inputs of the build in this repository", () => {
  const inputs = new Set(buildInputs(root, ["dist", "data"]));
  /** The build pipeline (`npm run build`, scripts/build.ts) and what it imports. */
  const pipeline = ["scripts/build.ts", "scripts/build-inputs.ts", "scripts/fallback-faces.ts", "scripts/load-env.mjs"];

  it("include every configuration file the build reads, and the build itself", () => {
    const configs = ["package.json", "package-lock.json", "tsconfig.json", "astro.config.ts"];
    for (const file of [...configs, ...pipeline]) expect(inputs, file).toContain(file);
  });

  it("include every file of the product's folders, and nothing of the tests, docs or tools", () => {
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => (statSync(join(root, dir, name)).isDirectory() ? walk(`${dir}/${name}`) : [`${dir}/${name}`]));
    for (const dir of ["src", "components", "content", "lib", "server", "site", "public", "assets"]) {
      for (const file of walk(dir)) expect(inputs, file).toContain(file);
    }
    const outside = [...inputs].filter((file) => /^(tests|docs|node_modules|data|dist(-[^/]+)?|\.astro|\.git)\//.test(file) || file === "scripts/start.mjs");
    expect(outside).toEqual([]);
  });

  it("include every module the build, the pages and the HTTP server import, wherever it lives", () => {
    const entries = [...inputs].filter((file) => /^(src\/|server\/http\/)/.test(file) || file === "astro.config.ts" || pipeline.includes(file));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !/\.(ts|tsx|mjs|css|astro)$/.test(file)) return;
      seen.add(file);
      const text = readFileSync(join(root, file), "utf8");
      for (const [, a, b] of text.matchAll(/(?:from|import)\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
        const spec = a ?? b!;
        const path = spec.replace(/\?.*$/, ""); // an asset's URL (?url) is its file's
        const base = path.startsWith("@/") ? path.slice(2) : path.startsWith(".") ? relative(root, resolve(root, dirname(file), path)) : undefined;
        if (base === undefined) continue; // a package (or astro:content): package-lock.json stands for it
        const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, "index.ts")].find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile());
        expect(found, `${file} imports ${spec}`).toBeDefined();
        expect(inputs, `${file} imports ${found}`).toContain(found!);
        visit(found!);
      }
    };
    entries.forEach(visit);
    expect(seen.size).toBeGreaterThan(100);
  });

  it("are read with the build-time settings: every public site fact and no server setting", () => {
    for (const name of Object.keys(siteConfigSchema.shape)) expect(name).toMatch(BUILD_ENV);
    for (const name of Object.keys(serverConfigSchema.shape)) expect(name).not.toMatch(BUILD_ENV);
    expect("TEST_CONTENT_DIR").toMatch(BUILD_ENV); // the end-to-end build's fixture content is in its pages
  });
});

describe("the build stamp", () => {
  let dir: string;
  const write = (path: string, text = path) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const stamp = (env: Record<string, string> = {}) => buildStamp(dir, env, ["my-dist", "my-data"]);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "build-inputs-"));
    for (const file of ["package.json", "tsconfig.json", ".env", ".env.production.local", "src/pages/index.astro", "public/.well-known/security.txt"]) write(file);
    for (const file of ["tests/a.test.ts", "docs/a.md", "data/pglite/base", "my-data/pglite/base", "my-dist/server/entry.mjs", "dist/client/index.html", "dist-e2e/client/index.html"]) write(file);
    for (const file of [".git/HEAD", ".astro/types.d.ts"]) write(file);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("covers the sources, configuration and .env files, but not tests, docs, data or builds", () => {
    expect(buildInputs(dir, ["my-dist", "my-data"])).toEqual([
      ".env",
      ".env.production.local",
      "package.json",
      "public/.well-known/security.txt",
      "src/pages/index.astro",
      "tsconfig.json",
    ]);
  });

  it("changes when an input's content changes, or one is added, removed or renamed", () => {
    for (const change of [
      () => write("tsconfig.json", "{}"),
      () => write(".env", "SITE_URL=https://elsewhere.example"),
      () => write("package.json", '{"dependencies":{}}'),
      () => write("src/pages/new.astro"),
      () => renameSync(join(dir, "src/pages/index.astro"), join(dir, "src/pages/home.astro")),
      () => rmSync(join(dir, "src/pages/home.astro")),
    ]) {
      const before = stamp();
      change();
      expect(stamp()).not.toBe(before);
    }
  });

  it("stays the same when only tests, docs, data, the build or a touch changed", () => {
    const before = stamp();
    write("tests/b.test.ts");
    write("docs/a.md", "changed");
    write("my-data/pglite/base", "rows");
    write("my-dist/client/about.html");
    write("dist-e2e/site-build-stamp", "another build's");
    write(".astro/types.d.ts", "regenerated");
    write("tsconfig.json"); // same content, new modification time
    expect(stamp()).toBe(before);
  });

  it("changes with a build-time setting, not with a server setting", () => {
    const before = stamp({ DATABASE_URL: "postgres://a", PORT: "1" });
    expect(stamp({ DATABASE_URL: "postgres://b", PORT: "2" })).toBe(before);
    expect(stamp({ SITE_URL: "https://www.example.com" })).not.toBe(before);
    expect(stamp({ COMPANY_NAME: "Other Oy" })).not.toBe(before);
  });

  it("makes a build current only with every output there (pages, the page renderer, the site server) and this stamp", () => {
    const env = { ASTRO_OUT_DIR: join(dir, "my-dist") };
    const distDir = distDirOf(env);
    expect(distDir).toBe(join(dir, "my-dist"));
    const current = buildStamp(root, env, [distDir, "data"]); // the stamp of this repository's inputs, as `npm run build` writes it
    write("my-dist/site-server.mjs");
    write(`my-dist/${STAMP_FILE}`, current);
    expect(isBuilt(env)).toBe(true);
    write(`my-dist/${STAMP_FILE}`, "another");
    expect(isBuilt(env)).toBe(false);
    write(`my-dist/${STAMP_FILE}`, current);
    rmSync(join(distDir, "server", "entry.mjs"));
    expect(isBuilt(env)).toBe(false);
    expect(isBuilt({ ...env, SITE_URL: "https://www.example.com" })).toBe(false); // built with other build-time settings
  });
});
