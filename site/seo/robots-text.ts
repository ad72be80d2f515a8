import { nonPagePrefixes } from "@/lib/routes";
import { absoluteUrl } from "./urls";

/** The rules for crawlers: per group of user agents, the paths allowed and disallowed, and the sitemap's address. */
export type RobotsRule = { userAgent: string | string[]; allow?: string | string[]; disallow?: string | string[] };
export type Robots = { rules: RobotsRule[]; sitemap: string };

/** Every page may be crawled; the form API may not. */
export function siteRobots(): Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [nonPagePrefixes.api] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}

const lines = (field: string, values: string | string[] = []) => [values].flat().map((value) => `${field}: ${value}\n`).join("");

/** robots.txt (the Robots Exclusion Protocol, RFC 9309), served by src/pages/robots.txt.ts: each rule's lines and a blank line, then the sitemap. */
export function robotsText({ rules, sitemap }: Robots): string {
  const groups = rules.map((rule) => `${lines("User-Agent", rule.userAgent)}${lines("Allow", rule.allow)}${lines("Disallow", rule.disallow)}\n`);
  return `${groups.join("")}${lines("Sitemap", sitemap)}`;
}
