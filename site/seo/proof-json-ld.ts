import type { Article, Review, Service } from "schema-dts";
import { serviceNames } from "@/content/glossary";
import type { ServiceId } from "@/content/prices";
import type { CaseStudy, Testimonial } from "@/content/proof";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { organizationId, schemaThing, type JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./urls";

/** The service a piece of proof is about, as the Service its page describes (site/seo/service.ts gives it this @id). */
function serviceRef(service: ServiceId, lang: Lang): Service {
  return { "@type": "Service", "@id": `${absoluteUrl(pathFor(service, lang))}#service`, name: serviceNames[lang][service].name, provider: { "@id": organizationId() } };
}

/** A testimonial as a Review of the service it speaks of, by the person who gave it. */
export function testimonialJsonLd(t: Testimonial, lang: Lang): JsonLdObject {
  const review: Review = {
    "@type": "Review",
    reviewBody: t[lang].quote,
    author: { "@type": "Person", name: t.person, jobTitle: t[lang].role, worksFor: { "@type": "Organization", name: t.company } },
    itemReviewed: serviceRef(t.service, lang),
    publisher: { "@id": organizationId() },
    inLanguage: lang,
  };
  return schemaThing(review);
}

/** A case study as an Article about the service deployed, published by the company. */
export function caseStudyJsonLd(c: CaseStudy, lang: Lang): JsonLdObject {
  const text = c[lang];
  const article: Article = {
    "@type": "Article",
    headline: text.title,
    abstract: text.result,
    articleBody: [text.problem, text.deployed, text.result].join("\n\n"),
    about: [serviceRef(c.service, lang), { "@type": "Organization", name: c.client }],
    datePublished: c.published,
    author: { "@id": organizationId() },
    publisher: { "@id": organizationId() },
    inLanguage: lang,
  };
  return schemaThing(article);
}
