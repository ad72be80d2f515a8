import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders } from "astro/config";
import { fileURLToPath } from "node:url";
import { interactDirective } from "./src/directives/integration";
import { markdown } from "./src/markdown";
import { layoutScriptCspHashes, sharedCspDirectives } from "./lib/security/page-csp";
import { siteConfig } from "./lib/site-config";

// The site on Astro with React components (docs/decisions/061-astro-islands.md): every page is
// prerendered but for those that depend on the request (src/pages/render/), and the node
// adapter's handler runs inside the site's own HTTP server (server/http/site-server.ts).
export default defineConfig({
  site: siteConfig().SITE_URL,
  srcDir: "./src",
  outDir: process.env.ASTRO_OUT_DIR || "dist",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  adapter: node({ mode: "middleware", staticHeaders: true }),
  integrations: [react(), interactDirective()],
  // The content collections' Markdown (src/content.config.ts), rendered through unified with the site's plugins (src/markdown.ts).
  markdown,
  prefetch: false,
  // Self-hosted Inter, cut to the site's glyphs and weights (scripts/fonts/subset-inter.sh), preloaded and
  // "optional" (docs/decisions/048-inter-on-the-first-page.md). The stand-ins while it loads are our own,
  // one per common system sans (scripts/fallback-faces.ts): Astro's optimized fallback is one face.
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Inter",
      cssVariable: "--font-inter",
      display: "optional",
      fallbacks: [],
      optimizedFallbacks: false,
      options: { variants: [{ src: ["./assets/fonts/inter-subset.woff2"], weight: "400 800", style: "normal" }] },
    },
  ],
  devToolbar: { enabled: false },
  security: {
    // Posts are checked by the site server (server/forms/request.ts), before their bodies are read.
    checkOrigin: false,
    csp: {
      directives: [...sharedCspDirectives],
      scriptDirective: { resources: ["'self'"], hashes: layoutScriptCspHashes },
      // React writes style attributes (an animation's delay); they cannot run code.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  },
});
