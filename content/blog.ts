import { formatWords } from "@/lib/format";
import { bilingual, type Lang } from "@/lib/i18n";

/** A tag's name inside a sentence: "Customer service" → "customer service", "SEO" stays. */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);

/** A count that opens a sentence, in words up to ten: "Three articles", "Kolme artikkelia". */
const countOpening = (count: number, lang: Lang) => formatWords(count, lang).replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** Copy of the blog's pages around the articles (the articles are Markdown files in content/articles). */
export const blogCopy = bilingual<{
  title: string;
  lead: string;
  empty: string;
  breadcrumb: { label: string; home: string };
  pagination: { label: string; newer: string; older: string; page: (n: number, of: number) => string };
  tagEyebrow: string;
  tagTitle: (tag: string) => string;
  tagDescription: (tag: string) => string;
  tagLead: (count: number) => string;
  pageTitle: (n: number) => string;
  article: {
    published: string;
    updated: string;
    readingTime: (minutes: number) => string;
    by: string;
    tags: string;
    contents: string;
    serviceEyebrow: string;
    serviceLink: string;
    bookCall: string;
    newsletterTitle: string;
    newsletterText: string;
    related: string;
  };
  /** Shown where the language link cannot lead to the same page in the other language; written in that language, which its reader reads. */
  missingCounterpart: { article: string; tag: string };
  home: { title: string; all: string };
  feed: { title: (company: string) => string; description: string; link: string };
}>({
  en: {
    title: "Blog",
    lead: "Practical notes on putting AI to work in a small or mid-size business: what each of our services does, and what it leaves to your people.",
    empty: "No articles yet.",
    breadcrumb: { label: "Breadcrumb", home: "Home" },
    pagination: {
      label: "Pages of the blog",
      newer: "Newer articles",
      older: "Older articles",
      page: (n, of) => `Page ${n} of ${of}`,
    },
    tagEyebrow: "Topic",
    tagTitle: (tag) => `${tag}: articles`,
    tagDescription: (tag) => `Our articles on ${inSentence(tag)} for small and mid-size businesses, newest first.`,
    tagLead: (count) => (count === 1 ? "One article on this topic." : `${countOpening(count, "en")} articles on this topic, newest first.`),
    pageTitle: (n) => `Blog, page ${n}`,
    article: {
      published: "Published",
      updated: "Updated",
      readingTime: (minutes) => `${minutes} min read`,
      by: "By",
      tags: "Topics",
      contents: "Contents",
      serviceEyebrow: "The service in this article",
      serviceLink: "Read about the service",
      bookCall: "Book a free discovery call",
      newsletterTitle: "Get the next article by email",
      newsletterText: "Practical AI tips for growing businesses, about once a month. Confirm with the link we send you, and unsubscribe whenever you like.",
      related: "Read next",
    },
    missingCounterpart: {
      article: "Tätä artikkelia ei ole suomeksi. Kielivalinta vie suomenkieliseen blogiin.",
      tag: "Tästä aiheesta ei ole vielä suomenkielisiä artikkeleita. Kielivalinta vie suomenkieliseen blogiin.",
    },
    home: { title: "From the blog", all: "All articles" },
    feed: {
      title: (company) => `${company} blog`,
      description: "Practical articles on AI for small and mid-size businesses.",
      link: "Blog feed (RSS)",
    },
  },
  fi: {
    title: "Blogi",
    lead: "Käytännön vinkkejä tekoälyn hyödyntämiseen pienessä ja keskisuuressa yrityksessä: mitä kukin palvelumme tekee ja mikä jää sinun ja tiimisi hoidettavaksi.",
    empty: "Artikkeleita ei ole vielä.",
    breadcrumb: { label: "Murupolku", home: "Etusivu" },
    pagination: {
      label: "Blogin sivut",
      newer: "Uudemmat artikkelit",
      older: "Vanhemmat artikkelit",
      page: (n, of) => `Sivu ${n}/${of}`,
    },
    tagEyebrow: "Aihe",
    tagTitle: (tag) => `${tag}: artikkelit`,
    tagDescription: (tag) => `Artikkelimme aiheesta ${inSentence(tag)} pienille ja keskisuurille yrityksille, uusimmat ensin.`,
    tagLead: (count) => (count === 1 ? "Yksi artikkeli tästä aiheesta." : `${countOpening(count, "fi")} artikkelia tästä aiheesta, uusimmat ensin.`),
    pageTitle: (n) => `Blogi, sivu ${n}`,
    article: {
      published: "Julkaistu",
      updated: "Päivitetty",
      readingTime: (minutes) => `Lukuaika ${minutes} min`,
      by: "Kirjoittanut",
      tags: "Aiheet",
      contents: "Sisällys",
      serviceEyebrow: "Palvelu, josta artikkeli kertoo",
      serviceLink: "Lue lisää palvelusta",
      bookCall: "Varaa maksuton kartoituspuhelu",
      newsletterTitle: "Tilaa seuraava artikkeli sähköpostiisi",
      newsletterText: "Käytännön tekoälyvinkkejä kasvaville yrityksille noin kerran kuussa. Vahvistat tilauksen linkistä, jonka lähetämme sinulle, ja voit perua sen milloin tahansa.",
      related: "Lue seuraavaksi",
    },
    missingCounterpart: {
      article: "This article is only in Finnish. The language switch takes you to the English blog.",
      tag: "There are no English articles on this topic yet. The language switch takes you to the English blog.",
    },
    home: { title: "Uusimmat artikkelit", all: "Kaikki artikkelit" },
    feed: {
      title: (company) => `${company} – blogi`,
      description: "Käytännön artikkeleita tekoälystä pienille ja keskisuurille yrityksille.",
      link: "Blogin syöte (RSS)",
    },
  },
});
