/** The configuration the end-to-end suite builds and serves the site with. */
// E2E_PORT and NEXT_DIST_DIR let several runs (e.g. two engineers) share one machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: "https://www.example.com",
  VOICE_AGENT_ID: "test-agent-id",
  HERO_VIDEO_ID_EN: "enVideoId01",
  HERO_VIDEO_ID_FI: "fiVideoId01",
  DATA_DIR: `data/e2e-${e2ePort}`,
  // Every test posts from the same socket address, which the server appends to X-Forwarded-For:
  // a per-address limit would mix the tests. The limit has its own tests (tests/integration).
  FORM_RATE_LIMIT: "1000",
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
};
