import { defineCollection } from "astro:content";
import { articleProblemsByFolder } from "@/content/collections/article-rules";
import { articleSchema, type ArticleData } from "@/content/schemas/article";
import { positionSchema, type PositionData } from "@/content/schemas/position";
import { caseStudySchema, testimonialSchema } from "@/content/schemas/proof";
import { teamMemberSchema } from "@/content/schemas/team";
import { previewing } from "@/lib/content/folders";
import { duplicates } from "@/lib/content-rules";
import { contentFiles } from "./loaders/content-files";

/**
 * The content people edit, as Astro's content collections: the Markdown files of content/ (README,
 * "Writing an article", "Opening a position", "Adding a testimonial or a case study"; the team, docs/decisions/065-trust-page-and-team.md), their front
 * matter checked at build by the schemas of content/schemas/, and the rules that span files (an
 * article's name and text, a key used twice) by the loader (src/loaders/content-files.ts): a
 * broken field stops the build with the file and the field named. The pages read the collections
 * through the content modules (content/articles.ts, positions.ts, proof.ts), where drafts are left
 * out unless previewing.
 */
export const collections = {
  articles: defineCollection({
    loader: contentFiles<ArticleData>(["articles/en", "articles/fi"], { problems: (articles) => articleProblemsByFolder(articles, { drafts: previewing() }) }),
    schema: articleSchema,
  }),
  positions: defineCollection({
    loader: contentFiles<PositionData>(["positions"], {
      markdownFields: (position) => ({ "en.description": position.en.description, "fi.description": position.fi.description }),
      problems: (positions) => duplicates(positions, "job", (position) => position.data.job),
    }),
    schema: positionSchema,
  }),
  testimonials: defineCollection({ loader: contentFiles(["testimonials"]), schema: testimonialSchema }),
  caseStudies: defineCollection({ loader: contentFiles(["case-studies"]), schema: caseStudySchema }),
  team: defineCollection({ loader: contentFiles(["team"]), schema: teamMemberSchema }),
};
