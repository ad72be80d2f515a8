import { defineConfig, devices } from "@playwright/test";
import { e2eEnv, e2ePort } from "./tests/e2e/env";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
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
