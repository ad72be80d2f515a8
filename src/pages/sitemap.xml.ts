import type { APIRoute } from "astro";
import { sitemapEntries } from "@/site/seo/sitemap-entries";
import { sitemapXml } from "@/site/seo/sitemap-xml";

export const GET: APIRoute = () => new Response(sitemapXml(sitemapEntries()), { headers: { "Content-Type": "application/xml" } });
