import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { localImagePath } from "@/lib/content/fields";
import { contentFolders } from "@/lib/content/folders";
import { permission } from "./permission";

/**
 * A team member's front matter: the schema of the `team` collection (src/content.config.ts), read
 * by content/team.ts. Real people who have agreed in writing to be shown, never invented
 * (docs/decisions/065-trust-page-and-team.md).
 */

const text = (max: number) => z.string().trim().min(1).max(max);

const memberText = z.strictObject({
  /** The person's title, as they gave it: "Toimitusjohtaja". */
  role: text(80),
  /** What the photo shows, for those who cannot see it. */
  photoAlt: text(200),
});

export const teamMemberSchema = z.strictObject({
  name: text(80),
  /** A photo under public/ (e.g. /images/team/name.jpg); its size is read from the file. */
  photo: localImagePath,
  /** The person's written permission to be shown on the site. */
  permission,
  en: memberText,
  fi: memberText,
});

export type TeamMemberData = z.output<typeof teamMemberSchema>;

/** A team member's file name (without .md) in content/team/: an article's `author`. */
export const teamMemberId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a team member's file name in content/team/, without .md")
  .refine((id) => contentFolders("team").some((folder) => existsSync(join(folder, `${id}.md`))), "names no file in content/team/");
