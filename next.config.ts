import type { NextConfig } from "next";
import { parseConfig } from "./lib/config";

// Fail the build early, with a clear message, on a bad configuration value.
parseConfig(process.env);

const nextConfig: NextConfig = {
  // A separate build folder lets several test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  experimental: { globalNotFound: true },
  // Browsers ask for /favicon.ico on their own; answer with the SVG icon instead of a 404.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
};

export default nextConfig;
