// The configuration files (README, "Configuration"): what the environment does not set is read
// from .env.local, then .env, the way the site's start and build both see it.
import { existsSync } from "node:fs";
import { join } from "node:path";

export function loadEnvFiles(root) {
  for (const name of [".env.local", ".env"]) {
    const file = join(root, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
