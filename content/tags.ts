import { bilingual } from "@/lib/i18n";

/**
 * The tags an article may carry (its front matter names them by id), each with its name and the
 * last part of its page's address in both languages. A tag not listed here stops the build.
 */
export const tagIds = ["customerService", "automation", "seo", "contentMarketing", "sales", "privacy"] as const;
export type TagId = (typeof tagIds)[number];

type Tag = { name: string; slug: string };

export const tags = bilingual<Record<TagId, Tag>>({
  en: {
    customerService: { name: "Customer service", slug: "customer-service" },
    automation: { name: "Automation", slug: "automation" },
    seo: { name: "SEO", slug: "seo" },
    contentMarketing: { name: "Content marketing", slug: "content-marketing" },
    sales: { name: "Sales", slug: "sales" },
    privacy: { name: "Privacy", slug: "privacy" },
  },
  fi: {
    customerService: { name: "Asiakaspalvelu", slug: "asiakaspalvelu" },
    automation: { name: "Automaatio", slug: "automaatio" },
    seo: { name: "Hakukoneoptimointi", slug: "hakukoneoptimointi" },
    contentMarketing: { name: "Sisältömarkkinointi", slug: "sisaltomarkkinointi" },
    sales: { name: "Myynti", slug: "myynti" },
    privacy: { name: "Tietosuoja", slug: "tietosuoja" },
  },
});
