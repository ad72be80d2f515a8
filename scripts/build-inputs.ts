// What a build is made from, so that `npm start` rebuilds exactly when one of them changed
// (docs/decisions/030-process-runner-build-inputs-and-script-hashes.md).
//
// Files are taken by exclusion: every file of the project is an input except the ones listed
// below, which the product never reads (the layer test keeps tests and tools out of its imports).
// A new source folder or configuration file is therefore watched without anyone listing it; at
// worst a new file that is not an input costs one needless rebuild.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** Project paths that never reach the build: tests, documentation, tools, and what the build writes itself. */
export const NOT_INPUTS = [
  // what tests and tools write, the documentation, the tests, and the tools' settings
  "node_modules", "data", "docs", "tests", "bench-results", "test-results", "playwright-report", "tsconfig.tsbuildinfo",
  "README.md", ".gitignore", "eslint.config.mjs",
  // scripts that are no part of the build
  "scripts/start.mjs", "scripts/new-article.ts", "scripts/ci", "scripts/fonts", "scripts/ops", "scripts/lock-platform-stubs.mjs",
  // the bench, a tool of its own with its own packages (bench/README.md), and the build folders
  // the Astro build writes by default and for the bench, so that neither build reads the other
  // (any other build folder named dist-*, as .gitignore has them, is skipped too: BUILD_FOLDER)
  "bench", "dist", "dist-bench",
];

/**
 * Environment variables baked into the prerendered pages: the public site facts of
 * lib/site-config.ts (tests/unit/build-inputs.test.ts holds the two together) and the test content.
 */
export const BUILD_ENV = /^(SITE_URL|COMPANY_.+|BOOKING_URL|VOICE_AGENT_ID|HERO_VIDEO_ID_.+|TEST_CONTENT_DIR)$/;

/** A build folder at the root other than the default (ASTRO_OUT_DIR=dist-e2e): what one build writes is never another's input. */
const BUILD_FOLDER = /^dist-./;

/**
 * Every input file, relative to root and sorted. Hidden folders at the root (.git, .astro, editor
 * settings) hold tools' state; hidden files (.env*) are inputs, the configuration reads them.
 * `alsoSkip` names more folders to leave out: the build folder and the data folder, wherever they are.
 */
export function buildInputs(root: string, alsoSkip: string[] = []): string[] {
  const skip = new Set([...NOT_INPUTS, ...alsoSkip.map((path) => relative(root, resolve(root, path)))]);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (skip.has(path) || (dir === "" && entry.isDirectory() && BUILD_FOLDER.test(entry.name))) continue;
      if (entry.isDirectory() && !(dir === "" && entry.name.startsWith("."))) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk("");
  return files.sort();
}

/** Files under a folder, relative to root: the test content a build adds with TEST_CONTENT_DIR (lib/content/folders.ts), though it lives under tests/. */
function filesUnder(root: string, dir: string | undefined): string[] {
  if (!dir || !existsSync(resolve(root, dir))) return [];
  return readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** A fingerprint of the inputs' contents and of the build-time environment. */
export function buildStamp(root: string, env: Record<string, string | undefined>, alsoSkip: string[] = []): string {
  const hash = createHash("sha256");
  for (const path of [...buildInputs(root, alsoSkip), ...filesUnder(root, env.TEST_CONTENT_DIR)]) {
    hash.update(`${path}\0`).update(createHash("sha256").update(readFileSync(join(root, path))).digest("hex")).update("\n");
  }
  for (const name of Object.keys(env).filter((key) => BUILD_ENV.test(key)).sort()) hash.update(`${name}=${env[name]}\n`);
  return hash.digest("hex");
}

export const STAMP_FILE = "site-build-stamp";
