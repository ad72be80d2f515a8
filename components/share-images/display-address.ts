import { siteConfig } from "@/lib/site-config";

/** A page's address as a reader would type it: host and path, no scheme. */
export function displayAddress(path: string): string {
  const url = new URL(path, siteConfig().SITE_URL);
  return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}
