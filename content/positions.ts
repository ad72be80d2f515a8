import { z } from "zod";
import type { Opening } from "@/lib/apply-variants";
import { duplicates, readCollection, throwIfAny, type Entry } from "@/lib/content/collection";
import { isoDay } from "@/lib/content/fields";
import { contentFolders, previewing } from "@/lib/content/folders";

/**
 * The open positions: one Markdown file per position in content/positions, its front matter
 * holding the facts and the texts in both languages (docs/decisions/046-positions-close-at-request-time.md).
 * The number `job` is the position's `?job=N` in the apply link: never give it to another position.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

const positionText = z.strictObject({
  title: text(80),
  department: text(60),
  location: text(60),
  /** As the page shows it: "Full-time", "Osa- tai kokoaikainen". */
  type: text(60),
  /** Plain paragraphs, Markdown allowed. */
  description: text(3000),
});

/** schema.org's employment types, as search engines read them. */
const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;

const positionSchema = z
  .strictObject({
    job: z.number().int().min(0),
    /** The day the position was published on this site. */
    posted: isoDay,
    /** The last day applications are taken; without it, open until filled. */
    closes: isoDay.optional(),
    employmentType: z.array(z.enum(employmentTypes)).min(1),
    remote: z.boolean(),
    /** Where the workplace is (Finland). */
    city: text(60),
    /** Pay in euros, shown when set (EU pay transparency, docs/decisions/003-job-postings-structured-data-and-expiry.md). */
    pay: z
      .strictObject({ min: z.number().positive(), max: z.number().positive().optional(), per: z.enum(["hour", "month", "year"]) })
      .refine((p) => p.max === undefined || p.max >= p.min, { path: ["max"], message: "must not be below min" })
      .optional(),
    en: positionText,
    fi: positionText,
  })
  .refine((p) => !p.closes || p.closes >= p.posted, { path: ["closes"], message: "must not be before posted" });

export type Position = z.output<typeof positionSchema> & { id: string; file: string };

const toPosition = ({ name, file, data }: Entry<z.output<typeof positionSchema>>): Position => ({ ...data, id: name, file });

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
