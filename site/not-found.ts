import { ui } from "@/content/ui";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { logText } from "@/lib/log-text";
import type { PageMetadata } from "@/site/seo/page-metadata";

export function notFoundMetadata(lang: Lang): PageMetadata {
  const t = ui[lang].notFound;
  return { title: `${t.metaTitle} | ${siteConfig().COMPANY_NAME}`, description: t.text, robots: { index: false } };
}

/**
 * Every missing path is logged on the server so broken links can be found and fixed. Control
 * characters (a %0A in the path) are shown escaped, so a request cannot forge log lines, and a
 * long path is cut (lib/log-text.ts).
 */
export function logMissingPath(path: string | null): void {
  if (path === null) {
    console.warn("[404] a path outside the pages (the API, the framework's files, share images)");
    return;
  }
  let readable = path;
  try {
    readable = decodeURIComponent(path);
  } catch {
    // A malformed escape is logged as it came.
  }
  console.warn(`[404] ${logText(readable)}`);
}
