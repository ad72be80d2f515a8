import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/site/seo/sitemap-entries";

// The entries live in site/seo/sitemap-entries.ts, which the Astro build's /sitemap.xml writes too.
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
