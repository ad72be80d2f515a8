import type { Metadata } from "next";

type Facts = Metadata;

const list = <T,>(value: T | T[] | undefined | null): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string | undefined => (value == null ? undefined : typeof value === "string" ? value : String((value as { absolute?: string }).absolute ?? value));

function robotsContent(robots: Facts["robots"]): string | undefined {
  if (!robots || typeof robots === "string") return robots ?? undefined;
  return [robots.index === false ? "noindex" : "index", robots.follow === false ? "nofollow" : "follow"].join(", ");
}

function OpenGraph({ og }: { og: NonNullable<Facts["openGraph"]> }) {
  const facts = og as Record<string, unknown>;
  const tags: [string, unknown][] = [
    ["og:title", facts.title],
    ["og:description", facts.description],
    ["og:url", facts.url],
    ["og:site_name", facts.siteName],
    ["og:locale", facts.locale],
    ...list(facts.alternateLocale as string[]).map((l): [string, unknown] => ["og:locale:alternate", l]),
    ...list(facts.images as Record<string, unknown>[]).flatMap((image): [string, unknown][] => [
      ["og:image", image.url],
      ["og:image:width", image.width],
      ["og:image:height", image.height],
      ["og:image:alt", image.alt],
      ["og:image:type", image.type],
    ]),
    ["og:type", facts.type],
    ["article:published_time", facts.publishedTime],
    ["article:modified_time", facts.modifiedTime],
    ...list(facts.authors as string[]).map((a): [string, unknown] => ["article:author", a]),
    ["article:section", facts.section],
    ...list(facts.tags as string[]).map((t): [string, unknown] => ["article:tag", t]),
  ];
  return tags.filter(([, v]) => v != null).map(([property, value], i) => <meta key={i} property={property} content={String(value)} />);
}

function Twitter({ card }: { card: NonNullable<Facts["twitter"]> }) {
  const facts = card as Record<string, unknown>;
  const tags: [string, unknown][] = [
    ["twitter:card", facts.card],
    ["twitter:title", facts.title],
    ["twitter:description", facts.description],
    ...list(facts.images as string[]).map((url): [string, unknown] => ["twitter:image", url]),
  ];
  return tags.filter(([, v]) => v != null).map(([name, value], i) => <meta key={i} name={name} content={String(value)} />);
}

/** A page's metadata (site/seo/metadata.ts) as the tags of its <head>. */
export function PageHead({ facts }: { facts: Facts }) {
  const alternates = facts.alternates ?? {};
  const languages = Object.entries(alternates.languages ?? {});
  const feeds = list((alternates.types as Record<string, { title: string; url: string }[]> | undefined)?.["application/rss+xml"]);
  return (
    <>
      <title>{text(facts.title)}</title>
      {facts.description ? <meta name="description" content={facts.description} /> : null}
      {facts.applicationName ? <meta name="application-name" content={facts.applicationName} /> : null}
      {facts.keywords ? <meta name="keywords" content={list(facts.keywords).join(",")} /> : null}
      {robotsContent(facts.robots) ? <meta name="robots" content={robotsContent(facts.robots)} /> : null}
      {facts.referrer ? <meta name="referrer" content={String(facts.referrer)} /> : null}
      {alternates.canonical ? <link rel="canonical" href={text(alternates.canonical)} /> : null}
      {languages.map(([hreflang, href]) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={text(href)} />)}
      {feeds.map((feed) => <link key={feed.url} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.url} />)}
      {facts.openGraph ? <OpenGraph og={facts.openGraph} /> : null}
      {facts.twitter ? <Twitter card={facts.twitter} /> : null}
    </>
  );
}
