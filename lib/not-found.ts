import type { Metadata } from "next";
import { headers } from "next/headers";
import { ui } from "@/content/ui";
import { config } from "@/lib/config";
import { langOfPath, type Lang } from "@/lib/i18n";

/** Request header in which proxy.ts passes the requested path on to the 404 page. */
export const REQUESTED_PATH_HEADER = "x-requested-path";

export function notFoundMetadata(lang: Lang): Metadata {
  const t = ui[lang].notFound;
  return { title: `${t.metaTitle} | ${config().COMPANY_NAME}`, description: t.text, robots: { index: false } };
}

/** The path a visitor asked for, and its language (Finnish under /fi). */
export async function missingPage(): Promise<{ path: string; lang: Lang }> {
  const path = (await headers()).get(REQUESTED_PATH_HEADER) ?? "/";
  return { path, lang: langOfPath(path) };
}

/** Every missing path is logged on the server so broken links can be found and fixed. */
export function logMissingPath(path: string): void {
  let readable = path;
  try {
    readable = decodeURIComponent(path);
  } catch {
    // A malformed escape is logged as it came.
  }
  console.warn(`[404] ${readable}`);
}
