import type { NextConfig } from "next";
import { FRAMEWORK_PATH } from "./delivery/markup";
import { distDirName } from "./delivery/next-output";
import { FORM_POST_MAX_BYTES } from "./lib/forms/post-limit";
import { parseSiteConfig } from "./lib/site-config";
import { baseSecurityHeaders, nonPagePolicyHeaders } from "./lib/security/policy";

// Fail the build early, with a clear message, on a bad configuration value.
const site = parseSiteConfig(process.env);

const nextConfig: NextConfig = {
  // A separate build folder lets several test runs build side by side.
  distDir: distDirName(),
  // The build (scripts/build/build.ts) cleans the folder itself, then writes the framework gate into it before `next build`.
  cleanDistDir: false,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  experimental: {
    globalNotFound: true,
    serverActions: {
      // The server refuses a larger post before Next.js reads it (server/http/refused-requests.ts); a CV over
      // its 5 MiB but within this reaches the action, which answers with the form and its message.
      bodySizeLimit: FORM_POST_MAX_BYTES,
      // Posts whose Origin is the public address are ours even when a proxy changed the Host header
      // (the forms' own check, server/forms/request.ts, accepts them too).
      allowedOrigins: [new URL(site.SITE_URL).host],
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: baseSecurityHeaders },
      // Pages get their Content-Security-Policy and Permissions-Policy from proxy.ts.
      ...[`${FRAMEWORK_PATH}:path*`, "/api/:path*", "/og/:path*", "/icon.svg", "/favicon.ico", "/sitemap.xml", "/robots.txt"].map(
        (source) => ({ source, headers: nonPagePolicyHeaders }),
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
