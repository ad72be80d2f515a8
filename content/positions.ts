import type { Opening } from "@/lib/apply-variants";
import { duplicates, readCollection, throwIfAny, type Entry } from "@/lib/content/collection";
import { contentFolders, previewing } from "@/lib/content/folders";
import { positionSchema, type Position, type PositionData } from "./schemas/position";

/**
 * The open positions: one Markdown file per position in content/positions, its front matter
 * holding the facts and the texts in both languages (docs/decisions/046-positions-close-at-request-time.md),
 * checked against the schema of content/schemas/position.ts.
 */

export type { Position } from "./schemas/position";

const toPosition = ({ name, file, data }: Entry<PositionData>): Position => ({ ...data, id: name, file });

/** The positions in the folders, in the order of their numbers; throws naming every file and field that breaks the rules. */
export function loadPositions(folders: string[]): Position[] {
  const { entries, problems } = readCollection(folders, positionSchema);
  throwIfAny([...problems, ...duplicates(entries, "job", (e) => e.data.job)]);
  return entries.map(toPosition).sort((a, b) => a.job - b.job);
}

let cached: Position[] | undefined;

/** Every position, open or closed, in the order of their numbers (read once per process; every time in `npm run dev`). */
export function positions(): Position[] {
  if (previewing()) return loadPositions(contentFolders("positions"));
  cached ??= loadPositions(contentFolders("positions"));
  return cached;
}

/** What deciding which positions are open needs: each one's number and closing day. */
export function openings(): Opening[] {
  return positions().map(({ job, closes }) => ({ job, closes }));
}

/** The position with number `job`. */
export function positionOf(job: number): Position | undefined {
  return positions().find((p) => p.job === job);
}
