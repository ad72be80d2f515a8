import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./support/chromium";
import { e2eEnv, e2ePort } from "./e2e/env";

// The specs read the content the build reads, fixtures included (lib/content/folders.ts): set before any spec imports it.
process.env.TEST_CONTENT_DIR = e2eEnv.TEST_CONTENT_DIR;

export default defineConfig<{ holdBackScripts: boolean }>({
  testDir: "e2e",
  // The specs read the content as the pages do; outside Astro, astro:content is tests/support/astro-content.ts.
  tsconfig: "e2e/tsconfig.json",
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
  // Specs under html-first/ run with JavaScript on and off; those of the islands (forms, widgets)
  // also before hydration (tests/e2e/test.ts, docs/decisions/061-astro-islands.md). The others run with JavaScript on.
  projects: [
    { name: "js" },
    { name: "no-js", testMatch: /html-first\/.*\.spec\.ts$/, use: { javaScriptEnabled: false } },
    { name: "held-back", testMatch: /html-first\/(forms|contact|email-grammar|widgets|estimate)\.spec\.ts$/, use: { holdBackScripts: true } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    url: `http://localhost:${e2ePort}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: e2eEnv,
    stdout: "pipe",
    stderr: "pipe",
    // A stop signal, not Playwright's default SIGKILL: the server drains and closes the database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
