import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** Front matter fields shared by the kinds of content (content/schemas/). */

/** A calendar date written YYYY-MM-DD (quoted or not: YAML reads it as text either way). */
export const isoDay = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? !/^\d{4}-\d{2}-\d{2}$/.test(day) : date.toISOString().startsWith(day);
  }, "is not a date in the calendar");

/** An image of the site: a path under public/ (written from there, e.g. /images/blog/x.png) to a file that exists. */
export const localImagePath = z
  .string()
  .regex(/^\/[\w/.-]+\.(png|jpe?g|webp|avif|svg)$/, "must be the path of an image under public/, e.g. /images/blog/x.png")
  .refine((src) => existsSync(join(process.cwd(), "public", src)), "names no file under public/");
