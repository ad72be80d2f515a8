import { nonPagePrefixes } from "@/lib/routes";
import { absoluteUrl } from "./urls";

/** The rules for crawlers, in the shape of Next's MetadataRoute.Robots (app/robots.ts hands them to Next as they are). */
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

/** robots.txt as Next.js 16 writes it (its resolveRobots): each rule's lines and a blank line, then the sitemap. */
export function robotsText({ rules, sitemap }: Robots): string {
  const groups = rules.map((rule) => `${lines("User-Agent", rule.userAgent)}${lines("Allow", rule.allow)}${lines("Disallow", rule.disallow)}\n`);
  return `${groups.join("")}${lines("Sitemap", sitemap)}`;
}
