import type { Metadata } from "next";
import { headers } from "next/headers";
import { ui } from "@/content/ui";
import { siteConfig } from "@/lib/site-config";
import { langOfPath, type Lang } from "@/lib/i18n";
import { logText } from "@/lib/log-text";

/** Request header in which proxy.ts passes the requested path on to the 404 page. */
export const REQUESTED_PATH_HEADER = "x-requested-path";

export function notFoundMetadata(lang: Lang): Metadata {
  const t = ui[lang].notFound;
  return { title: `${t.metaTitle} | ${siteConfig().COMPANY_NAME}`, description: t.text, robots: { index: false } };
}

/**
 * The path a visitor asked for, and its language (Finnish under /fi). proxy.ts passes it on for
 * every page path; paths it does not see (under /api, /_next, /og) arrive without it.
 */
export async function missingPage(): Promise<{ path: string | null; lang: Lang }> {
  const path = (await headers()).get(REQUESTED_PATH_HEADER);
  return { path, lang: path ? langOfPath(path) : "en" };
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
