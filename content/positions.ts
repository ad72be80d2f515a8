import { getCollection } from "astro:content";
import type { Position, PositionData } from "@/content/schemas/position";
import type { Opening } from "@/lib/open-positions";
import { contentFolders } from "@/lib/content/folders";
import { duplicates, throwIfAny } from "@/lib/content-rules";
import { languages } from "@/lib/i18n";
import { withoutRenderedFields } from "@/lib/markdown/rendered-fields";
import { entriesIn, nameOf, type CollectionFile } from "./collections/collection-files";

/**
 * The positions in the Astro build, from the `positions` collection (src/content.config.ts), with
 * the functions the pages and the application form's service call.
 */

export type { Position } from "@/content/schemas/position";

const files: CollectionFile<PositionData>[] = await getCollection("positions");

const toPosition = (entry: CollectionFile<PositionData>): Position => ({ ...withoutRenderedFields(entry.data), id: nameOf(entry), file: entry.id });

/** The positions of the collection in the folders, in the order of their numbers; throws naming every file that reuses a number or a slug. */
export function loadPositions(folders: string[]): Position[] {
  const entries = entriesIn(files, folders);
  throwIfAny([
    ...duplicates(entries, "job", (e) => e.data.job),
    ...languages.flatMap((lang) => duplicates(entries, `${lang}.slug`, (e) => e.data[lang].slug)),
  ]);
  return entries.map(toPosition).sort((a, b) => a.job - b.job);
}

let cached: Position[] | undefined;

/** Every position, open or closed, in the order of their numbers. */
export function positions(): Position[] {
  cached ??= loadPositions(contentFolders("positions"));
  return cached;
}

/** What deciding which positions are open needs: each one's number, closing day and slugs. */
export function openings(): Opening[] {
  return positions().map(({ job, closes, en, fi }) => ({ job, closes, slugs: { en: en.slug, fi: fi.slug } }));
}

/** The position with number `job`. */
export function positionOf(job: number): Position | undefined {
  return positions().find((p) => p.job === job);
}
