import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteConfigSchema } from "@/lib/site-config";
import { serverConfigSchema } from "@/server/config";
import { BUILD_ENV, BUILD_OUTPUTS, buildInputs, buildIsCurrent, buildStamp, STAMP_FILE } from "../../scripts/build/inputs";

const root = resolve(__dirname, "../..");

describe("the inputs of the build in this repository", () => {
  const inputs = new Set(buildInputs(root, [".next", "data"]));

  it("include every configuration file the build reads", () => {
    const configs = ["package.json", "package-lock.json", "tsconfig.json", "next.config.ts", "postcss.config.mjs", "proxy.ts", "instrumentation.ts"];
    for (const file of configs) expect(inputs, file).toContain(file);
    for (const file of readdirSync(join(root, "scripts", "build"))) expect(inputs, file).toContain(`scripts/build/${file}`);
  });

  it("include every file of the product's folders, and nothing of the tests, docs or tools", () => {
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => (statSync(join(root, dir, name)).isDirectory() ? walk(`${dir}/${name}`) : [`${dir}/${name}`]));
    for (const dir of ["app", "components", "content", "lib", "server", "site", "public", "assets"]) {
      for (const file of walk(dir)) expect(inputs, file).toContain(file);
    }
    const outside = [...inputs].filter((file) => /^(tests|docs|node_modules|data|\.next|\.git)\//.test(file) || file === "scripts/start.mjs");
    expect(outside).toEqual([]);
  });

  it("include every module the build, the pages and the HTTP server import, wherever it lives", () => {
    const entries = [...inputs].filter((file) => /^(app\/|scripts\/build\/|server\/http\/)|^(proxy|instrumentation|next\.config)\.ts$/.test(file));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !/\.(ts|tsx|mjs|css)$/.test(file)) return;
      seen.add(file);
      const text = readFileSync(join(root, file), "utf8");
      for (const [, a, b] of text.matchAll(/(?:from|import)\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
        const spec = (a ?? b)!;
        const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? relative(root, resolve(root, dirname(file), spec)) : undefined;
        if (base === undefined) continue; // a package: package-lock.json stands for it
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
    expect("NEXT_PUBLIC_ANYTHING").toMatch(BUILD_ENV);
  });
});

describe("the build stamp", () => {
  let dir: string;
  const write = (path: string, text = path) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const stamp = (env: Record<string, string> = {}) => buildStamp(dir, env, [".next", "my-data"]);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "build-inputs-"));
    for (const file of ["package.json", "tsconfig.json", ".env", ".env.production.local", "app/page.tsx", "public/.well-known/security.txt"]) write(file);
    for (const file of ["tests/a.test.ts", "docs/a.md", "data/pglite/base", "my-data/pglite/base", ".next/BUILD_ID", ".git/HEAD", "next-env.d.ts"]) write(file);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("covers the sources, configuration and .env files, but not tests, docs, data or builds", () => {
    expect(buildInputs(dir, [".next", "my-data"])).toEqual([
      ".env",
      ".env.production.local",
      "app/page.tsx",
      "package.json",
      "public/.well-known/security.txt",
      "tsconfig.json",
    ]);
  });

  it("changes when an input's content changes, or one is added, removed or renamed", () => {
    for (const change of [
      () => write("tsconfig.json", "{}"),
      () => write(".env", "SITE_URL=https://elsewhere.example"),
      () => write("package.json", '{"dependencies":{}}'),
      () => write("app/new/page.tsx"),
      () => renameSync(join(dir, "app/page.tsx"), join(dir, "app/home.tsx")),
      () => rmSync(join(dir, "app/home.tsx")),
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
    write(".next/server/page.html");
    write("next-env.d.ts", "regenerated");
    write("tsconfig.json"); // same content, new modification time
    expect(stamp()).toBe(before);
  });

  it("changes with a build-time setting, not with a server setting", () => {
    const before = stamp({ DATABASE_URL: "postgres://a", PORT: "1" });
    expect(stamp({ DATABASE_URL: "postgres://b", PORT: "2" })).toBe(before);
    expect(stamp({ SITE_URL: "https://www.example.com" })).not.toBe(before);
    expect(stamp({ COMPANY_NAME: "Other Oy" })).not.toBe(before);
  });

  it("makes a build current only with every output there, the CSP script hashes included", () => {
    const distDir = join(dir, ".next");
    for (const file of BUILD_OUTPUTS) write(`.next/${file}`);
    write(`.next/${STAMP_FILE}`, stamp());
    expect(buildIsCurrent(distDir, stamp())).toBe(true);
    expect(buildIsCurrent(distDir, "another")).toBe(false);
    rmSync(join(distDir, "csp-hashes.json"));
    expect(buildIsCurrent(distDir, stamp())).toBe(false);
  });
});
