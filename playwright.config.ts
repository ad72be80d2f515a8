import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { e2eEnv, e2ePort } from "./tests/e2e/env";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${e2ePort}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: "pipe",
    stderr: "pipe",
  },
});
