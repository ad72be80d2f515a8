import { nonPagePrefixes } from "@/lib/routes";
import { absoluteUrl } from "./urls";

/** Every page may be crawled; the form API may not. */
export const siteRobots = () => ({ disallow: nonPagePrefixes.api, sitemap: absoluteUrl("/sitemap.xml") });

/** robots.txt (the Robots Exclusion Protocol, RFC 9309), served by src/pages/robots.txt.ts: one group of rules, then the sitemap. */
export function robotsText({ disallow, sitemap }: ReturnType<typeof siteRobots>): string {
  return `User-Agent: *\nAllow: /\nDisallow: ${disallow}\n\nSitemap: ${sitemap}\n`;
}
