/**
 * `npm run bench:astrowind`: astrowind (github onwidget/astrowind, the Astro theme sites of this
 * kind start from), built outside this repository and served like a CDN would, so that the
 * bench's visit tables (`npm run bench -- --visits --astrowind`) show it beside the site.
 *
 * Steps, each skipped when already done for the same commit:
 * 1. clone --from (a git URL or a local clone) into --dir and check out --commit;
 * 2. stub what its build would download (no internet here): the demo pages' images on hosts the
 *    theme cannot resize without fetching them (plus.unsplash.com, cdn.pixabay.com) become the
 *    theme's own local default image; images.unsplash.com images stay remote links (resized by
 *    URL, nothing fetched at build time; the bench's browser cannot reach them either);
 * 3. `npm ci` (npm registry only) and `astro build` (telemetry off);
 * 4. serve dist/ on --port with static-server.ts (gzip; /_astro/ immutable for a year; pages
 *    revalidated) until stopped (Ctrl-C). --no-serve stops after the build.
 *
 * Flags: --from=URL|path (default https://github.com/onwidget/astrowind.git)
 *        --commit=SHA (default the snapshot the figures in docs/measurements/visits.md were taken on)
 *        --dir=path (default $TMPDIR/bench-astrowind)  --port=N (default 3600)  --rebuild  --no-serve
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./server";
import { serveStatic } from "./static-server";

export const ASTROWIND_COMMIT = "2e8f6ec459bc7363928f6c3bb1f5ea0c929930c6";
/** Image hosts astrowind's build downloads from to learn an image's size. */
const FETCHED_AT_BUILD = /https:\/\/(?:plus\.unsplash\.com|cdn\.pixabay\.com)\/[^'"\s)]+/g;
const LOCAL_IMAGE = "~/assets/images/default.png";
const STAMP = ".bench-built";

function run(cmd: string, args: string[], cwd: string) {
  console.log(`> ${cmd} ${args.join(" ")}   (in ${cwd})`);
  execFileSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(astro|mdx?|ts|ya?ml)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Replaces the images the build would download with the theme's local default image; returns the files changed. */
export function stubRemoteImages(dir: string): string[] {
  const changed: string[] = [];
  for (const file of sourceFiles(join(dir, "src"))) {
    const text = readFileSync(file, "utf8");
    const stubbed = text.replace(FETCHED_AT_BUILD, LOCAL_IMAGE);
    if (stubbed !== text) {
      writeFileSync(file, stubbed);
      changed.push(relative(dir, file));
    }
  }
  return changed;
}

export function buildAstrowind(opts: { from: string; commit: string; dir: string; rebuild: boolean }) {
  const { dir, commit } = opts;
  if (relative(root, dir).split(/[\\/]/)[0] !== "..") throw new Error(`--dir must be outside this repository, got ${dir}`);
  const stamp = join(dir, STAMP);
  if (!opts.rebuild && existsSync(stamp) && readFileSync(stamp, "utf8") === commit && existsSync(join(dir, "dist", "index.html"))) {
    console.log(`> astrowind ${commit.slice(0, 8)} already built in ${dir}`);
    return;
  }
  if (!existsSync(join(dir, ".git"))) run("git", ["clone", "--quiet", opts.from, dir], tmpdir());
  run("git", ["checkout", "--quiet", "--force", commit], dir);
  const stubbed = stubRemoteImages(dir);
  console.log(`> Stubbed the images its build would download, in: ${stubbed.join(", ") || "(none)"}`);
  run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  run("npx", ["astro", "build"], dir);
  writeFileSync(stamp, commit);
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      from: { type: "string", default: "https://github.com/onwidget/astrowind.git" },
      commit: { type: "string", default: ASTROWIND_COMMIT },
      dir: { type: "string", default: join(tmpdir(), "bench-astrowind") },
      port: { type: "string", default: "3600" },
      rebuild: { type: "boolean", default: false },
      "no-serve": { type: "boolean", default: false },
    },
  });
  buildAstrowind({ from: args.from, commit: args.commit, dir: args.dir, rebuild: args.rebuild });
  if (args["no-serve"]) return;
  const server = await serveStatic(join(args.dir, "dist"), Number(args.port), "/_astro/");
  console.log(`> astrowind served from ${join(args.dir, "dist")} on ${server.origin} (Ctrl-C stops it)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.stop().then(() => process.exit(0)));
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
