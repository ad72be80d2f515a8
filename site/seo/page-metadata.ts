/** What a page's <head> says of it (components/seo/PageHead.tsx writes the tags). */

/** An article's Open Graph facts (og:type article). */
export type ArticleFacts = { publishedTime: string; modifiedTime: string; authors: string[]; section: string; tags: string[] };

export type OpenGraph = Partial<ArticleFacts> & {
  type: "website" | "article";
  title: string;
  description: string;
  url: string;
  siteName: string;
  locale: string;
  alternateLocale: string[];
  images: { url: string; width: number; height: number; alt: string; type: string }[];
};

export type PageMetadata = {
  title: string;
  description?: string;
  keywords?: string[];
  applicationName?: string;
  robots: { index: boolean; follow?: boolean };
  /** Where the page's address is a secret (a token), how much of it other sites may see. */
  referrer?: string;
  canonical?: string;
  /** hreflang → absolute URL. */
  languages?: Record<string, string>;
  feeds?: { title: string; url: string }[];
  openGraph?: OpenGraph;
  twitter?: { card: "summary_large_image"; title: string; description: string; images: string[] };
};
