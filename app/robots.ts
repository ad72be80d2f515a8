import type { MetadataRoute } from "next";
import { siteRobots } from "@/site/seo/robots-text";

// The rules live in site/seo/robots-text.ts, which the Astro build's /robots.txt writes too.
export default function robots(): MetadataRoute.Robots {
  return siteRobots();
}
