import type { Metadata } from "next";
import { ui } from "@/content/ui";
import { config } from "@/lib/config";
import type { Lang } from "@/lib/i18n";

export function notFoundMetadata(lang: Lang): Metadata {
  const t = ui[lang].notFound;
  return { title: `${t.metaTitle} | ${config().COMPANY_NAME}`, description: t.text, robots: { index: false } };
}

/** Every missing path is logged on the server so broken links can be found and fixed. */
export function logMissingPath(segments: string[]): void {
  console.warn(`[404] ${"/" + segments.map(decodeURIComponent).join("/")}`);
}
