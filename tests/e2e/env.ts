/** The configuration the end-to-end suite builds and serves the site with. */
import { siteEnv } from "../site-env";

// E2E_PORT and ASTRO_OUT_DIR let several runs (e.g. two engineers) share one machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eEnv: Record<string, string> = {
  ...siteEnv,
  PORT: String(e2ePort),
  DATA_DIR: `data/e2e-${e2ePort}`,
  // Every test posts from the same socket address, which the server appends to X-Forwarded-For:
  // a per-address limit would mix the tests. The limit has its own tests (tests/integration).
  FORM_RATE_LIMIT: "1000",
  // Fixture articles and positions beside the real ones (lib/content/folders.ts): a blog of more
  // than one page, pages without a counterpart, a draft, a closed position and one with its pay.
  TEST_CONTENT_DIR: "tests/fixtures/content",
  ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR ?? "dist",
};
