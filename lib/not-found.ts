import type { Metadata } from "next";
import { ui } from "@/content/ui";
import { config } from "@/lib/config";
import type { Lang } from "@/lib/i18n";

export function notFoundMetadata(lang: Lang): Metadata {
  return { title: `${ui[lang].notFound.metaTitle} | ${config().COMPANY_NAME}`, robots: { index: false } };
}

/** Every missing path is logged on the server so broken links can be found and fixed. */
export function logMissingPath(segments: string[]): void {
  console.warn(`[404] ${"/" + segments.map(decodeURIComponent).join("/")}`);
}
