import { bilingual, type Lang } from "@/lib/i18n";

/**
 * The tags an article may carry (its front matter names them by id), each with its name in both
 * languages; the last part of its page's address is made from the name. A tag not listed here
 * stops the build.
 */
export const tagIds = ["customerService", "automation", "seo", "contentMarketing", "sales", "privacy"] as const;
export type TagId = (typeof tagIds)[number];

type Tag = { name: string; slug: string };

const tagNames = bilingual<Record<TagId, string>>({
  en: {
    customerService: "Customer service",
    automation: "Automation",
    seo: "SEO",
    contentMarketing: "Content marketing",
    sales: "Sales",
    privacy: "Privacy",
  },
  fi: {
    customerService: "Asiakaspalvelu",
    automation: "Automaatio",
    seo: "Hakukoneoptimointi",
    contentMarketing: "Sisältömarkkinointi",
    sales: "Myynti",
    privacy: "Tietosuoja",
  },
});

/** A name as an address: lower case, a hyphen for each space, letters without their marks (ä → a). */
export function slugOfName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, "-");
}

const tagsIn = (lang: Lang) =>
  Object.fromEntries(tagIds.map((id) => [id, { name: tagNames[lang][id], slug: slugOfName(tagNames[lang][id]) }])) as Record<TagId, Tag>;

export const tags: Record<Lang, Record<TagId, Tag>> = { en: tagsIn("en"), fi: tagsIn("fi") };
