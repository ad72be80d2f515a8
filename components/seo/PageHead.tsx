import type { OpenGraph, PageMetadata } from "@/site/seo/page-metadata";

type Tag = [string, string | number | undefined];

const robotsContent = ({ index, follow }: PageMetadata["robots"]) =>
  [index ? "index" : "noindex", ...(follow === undefined ? [] : [follow ? "follow" : "nofollow"])].join(", ");

function openGraphTags(og: OpenGraph): Tag[] {
  return [
    ["og:title", og.title],
    ["og:description", og.description],
    ["og:url", og.url],
    ["og:site_name", og.siteName],
    ["og:locale", og.locale],
    ...og.alternateLocale.map((locale): Tag => ["og:locale:alternate", locale]),
    ...og.images.flatMap((image): Tag[] => [
      ["og:image", image.url],
      ["og:image:width", image.width],
      ["og:image:height", image.height],
      ["og:image:alt", image.alt],
      ["og:image:type", image.type],
    ]),
    ["og:type", og.type],
    ["article:published_time", og.publishedTime],
    ["article:modified_time", og.modifiedTime],
    ...(og.authors ?? []).map((author): Tag => ["article:author", author]),
    ["article:section", og.section],
    ...(og.tags ?? []).map((tag): Tag => ["article:tag", tag]),
  ];
}

/** A page's metadata (site/seo/metadata.ts) as the tags of its <head>. */
export function PageHead({ facts }: { facts: PageMetadata }) {
  const { twitter } = facts;
  const twitterTags: Tag[] = twitter
    ? [["twitter:card", twitter.card], ["twitter:title", twitter.title], ["twitter:description", twitter.description], ...twitter.images.map((url): Tag => ["twitter:image", url])]
    : [];
  return (
    <>
      <title>{facts.title}</title>
      {facts.description ? <meta name="description" content={facts.description} /> : null}
      {facts.applicationName ? <meta name="application-name" content={facts.applicationName} /> : null}
      {facts.keywords ? <meta name="keywords" content={facts.keywords.join(",")} /> : null}
      <meta name="robots" content={robotsContent(facts.robots)} />
      {facts.referrer ? <meta name="referrer" content={facts.referrer} /> : null}
      {facts.canonical ? <link rel="canonical" href={facts.canonical} /> : null}
      {Object.entries(facts.languages ?? {}).map(([hreflang, href]) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />)}
      {(facts.feeds ?? []).map((feed) => <link key={feed.url} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.url} />)}
      {(facts.openGraph ? openGraphTags(facts.openGraph) : []).filter(([, value]) => value !== undefined).map(([property, value], i) => <meta key={`og${i}`} property={property} content={String(value)} />)}
      {twitterTags.map(([name, value], i) => <meta key={`tw${i}`} name={name} content={String(value)} />)}
    </>
  );
}
