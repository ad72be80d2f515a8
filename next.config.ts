import type { NextConfig } from "next";
import { parseSiteConfig } from "./lib/site-config";
import { baseSecurityHeaders, nonPageCsp, permissionsPolicy } from "./lib/security/policy";

// Fail the build early, with a clear message, on a bad configuration value.
parseSiteConfig(process.env);

const nextConfig: NextConfig = {
  // A separate build folder lets several test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  experimental: {
    globalNotFound: true,
    // Room for a 5 MiB CV plus the other fields and multipart overhead; the action itself refuses a CV over 5 MiB.
    serverActions: { bodySizeLimit: "6mb" },
  },
  async headers() {
    const nonPage = [
      { key: "Content-Security-Policy", value: nonPageCsp },
      { key: "Permissions-Policy", value: permissionsPolicy({ voice: false }) },
    ];
    return [
      { source: "/:path*", headers: baseSecurityHeaders },
      // Pages get their Content-Security-Policy and Permissions-Policy from proxy.ts.
      ...["/_next/:path*", "/api/:path*", "/og/:path*", "/icon.svg", "/favicon.ico", "/sitemap.xml", "/robots.txt"].map(
        (source) => ({ source, headers: nonPage }),
      ),
      // Share images and the logo are shown by other sites (link previews): any origin may embed them.
      ...["/og/:path*", "/icon.svg"].map((source) => ({
        source,
        headers: [{ key: "Cross-Origin-Resource-Policy", value: "cross-origin" }],
      })),
    ];
  },
  // Browsers ask for /favicon.ico on their own; answer with the SVG icon instead of a 404.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
};

export default nextConfig;
