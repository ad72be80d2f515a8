import type { OptionalWidgets, PrivacyBlock, PrivacySection, PrivacyTable } from "@/content/pages/privacy";
import { siteConfig } from "@/lib/site-config";

/** A block as the page shows it: paragraphs written for the widgets in use, table rows only for them. */
export type ShownBlock =
  | { p: string; link?: { text: string; href: string } }
  | { list: string[] }
  | { table: ShownTable };

export type ShownTable = { head: [string, string]; rows: [string, string][] };

export type ShownSection = Omit<PrivacySection, "blocks" | "subsections" | "widget"> & { blocks: ShownBlock[]; subsections?: ShownSection[] };

/**
 * The optional third-party widgets this site uses: the voice agent where an agent is configured,
 * the video player where a home page video is (in either language). The booking widget is always used.
 */
export function optionalWidgetsInUse(config: Pick<ReturnType<typeof siteConfig>, "VOICE_AGENT_ID" | "HERO_VIDEO_ID_FI" | "HERO_VIDEO_ID_EN"> = siteConfig()): OptionalWidgets {
  return { voice: config.VOICE_AGENT_ID !== "", video: config.HERO_VIDEO_ID_FI !== "" || config.HERO_VIDEO_ID_EN !== "" };
}

function shownBlock(block: PrivacyBlock, uses: OptionalWidgets): ShownBlock {
  if ("p" in block) return { ...block, p: typeof block.p === "function" ? block.p(uses) : block.p };
  if ("list" in block) return block;
  return { table: shownTable(block.table, uses) };
}

/** A table as this site shows it: a row about an optional widget only when the site uses it. */
export function shownTable(table: PrivacyTable, uses: OptionalWidgets): ShownTable {
  const rows = table.rows.filter(([, , widget]) => widget === undefined || uses[widget]);
  return { head: table.head, rows: rows.map(([head, text]) => [head, text]) };
}

/**
 * The privacy notice's sections as this site shows them: a processor is listed, named among the
 * services that load on demand, and the data it handles described, only when the site uses it.
 */
export function shownSections(sections: PrivacySection[], uses: OptionalWidgets): ShownSection[] {
  return sections
    .filter(({ widget }) => widget === undefined || uses[widget])
    .map(({ id, title, blocks, subsections }) => ({
      id,
      title,
      blocks: blocks.map((block) => shownBlock(block, uses)),
      ...(subsections ? { subsections: shownSections(subsections, uses) } : {}),
    }));
}
