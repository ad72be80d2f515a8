import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const alias = {
  "@": root,
  // Astro's virtual module of the content collections, which exists only in Astro's build: the
  // content modules read the collections through the project's own loaders (tests/support/astro-content.ts).
  "astro:content": fileURLToPath(new URL("support/astro-content.ts", import.meta.url)),
};

// Two projects: unit tests (fast, no database or processes) and integration tests (PGlite,
// PostgreSQL with TEST_DATABASE_URL, real server processes). `npm run test:quick` runs the first.
export default defineConfig({
  root,
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 20_000 } },
      {
        resolve: { alias },
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 20_000,
          // One build for every file that starts the site (tests/integration/build-once.ts).
          globalSetup: ["tests/integration/build-once.ts"] },
      },
    ],
  },
});
