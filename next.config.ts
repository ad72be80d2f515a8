import type { NextConfig } from "next";
import { parseConfig } from "./lib/config";

// Fail the build early, with a clear message, on a bad configuration value.
parseConfig(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  experimental: { globalNotFound: true },
};

export default nextConfig;
