/**
 * How the bench starts the site: the one place that names the start script and its build-folder
 * variable, so that the switch from Next.js to Astro (docs/decisions/061-astro-islands.md) changes
 * this file only. The start builds into the folder when its build is missing or stale, then
 * serves on PORT (DATA_DIR for its data).
 */
export const siteStart = {
  /** The site's own start (npm start): builds when stale, then serves. */
  script: "scripts/start.mjs",
  /** The variable that names the build folder, and the folder the start uses without it. */
  buildDirVariable: "ASTRO_OUT_DIR",
  defaultBuildDir: "dist",
} as const;

/** The build folder an environment names, else the start's default. */
export function buildDirIn(env: Record<string, string | undefined>): string {
  return env[siteStart.buildDirVariable] || siteStart.defaultBuildDir;
}

/**
 * The bench's own build folder (BENCH_DIST_DIR, default dist-bench): never the folder `npm start`
 * or the end-to-end suite serve, so a bench run leaves their builds alone.
 */
export const benchBuildDir = process.env.BENCH_DIST_DIR || "dist-bench";
