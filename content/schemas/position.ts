import { z } from "zod";
import { isoDay } from "@/lib/content/fields";

/**
 * A position's front matter, the schema of the `positions` collection (src/content.config.ts),
 * checked at build (docs/decisions/046-positions-close-at-request-time.md).
 * The number `job` is the position's `?job=N` in the apply link: never give it to another position.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** A list of the ad: one plain sentence an item. */
const list = z.array(text(240)).min(1).max(8);

const positionText = z.strictObject({
  /** The last part of the position's address in this language: /jobs/cold-caller, /fi/tyopaikat/puhelinmyyja. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens").max(80),
  title: text(80),
  department: text(60),
  location: text(60),
  /** As the page shows it: "Full-time", "Osa- tai kokoaikainen". */
  type: text(60),
  /** Plain paragraphs, Markdown allowed. */
  description: text(3000),
  /** What the work is. */
  work: list,
  /** What the company looks for in the person. */
  lookingFor: list,
  /** What the position offers; only what is true of it (type, place, remote work, pay, the work itself). */
  offer: list,
});

/** schema.org's employment types, as search engines read them. */
const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;

export const positionSchema = z
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

export type PositionData = z.output<typeof positionSchema>;

export type Position = PositionData & { id: string; file: string };
