import type { MetadataRoute } from "next";
import { nonPagePrefixes } from "@/lib/routes";
import { absoluteUrl } from "@/site/seo/urls";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [nonPagePrefixes.api] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
