/**
 * The build-time values every local run of the site is built with (the end-to-end suite, the
 * bench and the budget test), so that their pages, and so their figures, are the same.
 */
export const siteEnv: Record<string, string> = {
  ASTRO_TELEMETRY_DISABLED: "1",
  SITE_URL: "https://www.example.com",
  VOICE_AGENT_ID: "test-agent-id",
  HERO_VIDEO_ID_EN: "enVideoId01",
  HERO_VIDEO_ID_FI: "fiVideoId01",
};
