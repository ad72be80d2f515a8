import { z } from "zod";
import { isoDay, localImagePath } from "@/lib/content/fields";
import type { Lang } from "@/lib/i18n";
import type { Heading } from "@/lib/markdown/rendered";
import { MAX_DESCRIPTION_LENGTH } from "../meta";
import { teamMemberId } from "./team";
import type { ServiceId } from "../prices";
import { tagIds, type TagId } from "../tags";

/**
 * An article's front matter and the article as the site shows it: the schema of the `articles`
 * collection (src/content.config.ts), checked at build, and the type content/articles.ts gives
 * the pages (README, "Writing an article"; docs/decisions/045-articles-as-markdown-content.md).
 */

/** What an article's `section` may be: the services. */
export const articleSections = ["chatAssistant", "phoneReceptionist", "aiSeo", "leadQualifier"] as const satisfies ServiceId[];

export const articleSchema = z
  .object({
    title: z.string().trim().min(10).max(100),
    description: z.string().trim().min(50).max(MAX_DESCRIPTION_LENGTH),
    published: isoDay,
    updated: isoDay.optional(),
    /** A team member (content/team/, by file name); without one the article is the company's. */
    author: teamMemberId.optional(),
    /** The service the article is about: its page is offered beside the article. */
    section: z.enum(articleSections, { error: `must be one of the services: ${articleSections.join(", ")}` }),
    tags: z
      .array(z.enum(tagIds, { error: (issue) => `unknown tag "${String(issue.input)}": the tags are listed in content/tags.ts (${tagIds.join(", ")})` }))
      .min(1)
      .max(4)
      .refine((list) => new Set(list).size === list.length, "a tag is listed twice"),
    /** The same key in both languages pairs an article with its translation. */
    translationKey: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. phone-after-hours"),
    hero: z.strictObject({ src: localImagePath, alt: z.string().trim().min(5).max(200) }).optional(),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((a) => !a.updated || a.updated >= a.published, { path: ["updated"], message: "must not be before published" });

export type ArticleData = z.output<typeof articleSchema>;

export type Article = Omit<ArticleData, "updated" | "hero"> & {
  lang: Lang;
  /** The address's last part: the file's name. */
  slug: string;
  file: string;
  /** The last change: updated, or published when never updated. */
  updated: string;
  hero?: { src: string; alt: string; width: number; height: number };
  tags: TagId[];
  html: string;
  headings: Heading[];
  minutes: number;
};

/** Reading speed for the "x min read" figure, in words: Finnish says the same in fewer, longer words. */
const WORDS_PER_MINUTE: Record<Lang, number> = { en: 200, fi: 160 };

export const minutesToRead = (words: number, lang: Lang) => Math.max(1, Math.round(words / WORDS_PER_MINUTE[lang]));

/** An article's file name is its address: lower-case words joined by hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
