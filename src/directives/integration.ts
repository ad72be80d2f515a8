import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

/**
 * `client:interact`: an island hydrates on the first focus or press inside it, never on a scroll
 * (docs/decisions/061-astro-islands.md), through Astro's documented addClientDirective.
 */
export function interactDirective(): AstroIntegration {
  return {
    name: "interact-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interact", entrypoint: fileURLToPath(new URL("./interact.ts", import.meta.url)) });
      },
    },
  };
}
