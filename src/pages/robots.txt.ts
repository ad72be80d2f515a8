import type { APIRoute } from "astro";
import { robotsText, siteRobots } from "@/site/seo/robots-text";

export const GET: APIRoute = () => new Response(robotsText(siteRobots()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
