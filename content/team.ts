import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getCollection } from "astro:content";
import { imageSize } from "image-size";
import type { TeamMemberData } from "@/content/schemas/team";
import { contentFolders } from "@/lib/content/folders";
import { entriesIn, nameOf, type CollectionFile } from "./collections/collection-files";

/** The team in the Astro build, from the `team` collection (src/content.config.ts). While the folder is empty, nobody is shown. */

export type TeamMember = TeamMemberData & { id: string; photoWidth: number; photoHeight: number };

const files: CollectionFile<TeamMemberData>[] = await getCollection("team");

function toMember(entry: CollectionFile<TeamMemberData>): TeamMember {
  const { width = 0, height = 0 } = imageSize(readFileSync(join(process.cwd(), "public", entry.data.photo)));
  return { ...entry.data, id: nameOf(entry), photoWidth: width, photoHeight: height };
}

const members = entriesIn(files, contentFolders("team")).map(toMember);

/** Everyone on the team, in file name order. */
export const teamMembers = (): TeamMember[] => members;

/** The team member an article names as its author. */
export const teamMember = (id: string): TeamMember | undefined => members.find((member) => member.id === id);
