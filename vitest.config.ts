import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL(".", import.meta.url)),
  // Tests run server modules directly; the marker only guards the client bundle.
  "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
};

// Three projects: unit tests (fast, no database or processes), integration tests (PGlite,
// PostgreSQL with TEST_DATABASE_URL, real server processes) and contract tests (Next's real output). `npm run test:quick` runs the first.
export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 20_000 } },
      {
        resolve: { alias },
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 20_000 },
      },
      {
        // Next.js's real output against delivery/'s assumptions (delivery/README.md); builds first when the build is stale.
        resolve: { alias },
        test: { name: "contract", include: ["tests/contract/**/*.test.ts"], environment: "node", testTimeout: 20_000, globalSetup: ["tests/contract/setup.ts"] },
      },
    ],
  },
});
