/** The configuration the end-to-end suite builds and serves the site with. */
export const e2ePort = 3100;

export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: "https://www.example.com",
  VOICE_AGENT_ID: "test-agent-id",
  HERO_VIDEO_ID_EN: "enVideoId01",
  HERO_VIDEO_ID_FI: "fiVideoId01",
  DATA_DIR: "data/e2e",
};
