import { bilingual, type Lang } from "@/lib/i18n";
import type { ServiceId } from "./prices";

/**
 * What each service and service group is called, in both languages. Navigation, headings,
 * metadata, structured data and mails read these names, so a service is called the same
 * everywhere. `short` is for places where the AI context is already clear (buttons inside a
 * group, lists of the four services).
 */
export type ServiceName = { name: string; short: string };

export const serviceNames = bilingual<Record<ServiceId, ServiceName>>({
  en: {
    chatAssistant: { name: "AI chat assistant", short: "Chat assistant" },
    phoneReceptionist: { name: "AI phone receptionist", short: "Phone receptionist" },
    aiSeo: { name: "AI SEO", short: "AI SEO" },
    leadQualifier: { name: "AI lead qualification", short: "Lead qualification" },
  },
  fi: {
    chatAssistant: { name: "AI-chat-assistentti", short: "Chat-assistentti" },
    phoneReceptionist: { name: "AI-puhelinvastaaja", short: "Puhelinvastaaja" },
    aiSeo: { name: "AI-SEO", short: "AI-SEO" },
    leadQualifier: { name: "AI-liidikvalifiointi", short: "Liidikvalifiointi" },
  },
});

/** The two groups the services are sold in (header menus, home page cards). */
export const serviceGroups = bilingual({
  en: { customerService: "Smart customer service", marketing: "Marketing with AI" },
  fi: { customerService: "Älykäs asiakaspalvelu", marketing: "Markkinointi tekoälyllä" },
});

/**
 * One word for each concept the copy names in several places (docs/decisions/051-one-term-per-concept.md).
 * `base` is the term; a Finnish term also carries the inflected forms the copy's templates need,
 * so a template imports the word instead of retyping it. `rejected` lists the variants the copy
 * used before or might drift to, as lower-case stems that match any inflection:
 * tests/unit/glossary.test.ts fails when one appears anywhere in that language's copy.
 */
export type Term = { base: string; rejected: readonly string[] } & Record<string, string | readonly string[]>;

export type TermId =
  | "discoveryCall"
  | "gdprCompliant"
  | "voiceAgent"
  | "quarter"
  | "blogPost"
  | "searchTraffic"
  | "toneOfVoice"
  | "firstReply"
  | "assistant"
  | "staff"
  | "email"
  | "missedCall";

export const terms = {
  en: {
    /** The free 30-minute call every "book a call" button leads to; the lead qualifier's quote follows it too. */
    discoveryCall: { base: "discovery call", plural: "discovery calls", rejected: ["consultation"] },
    gdprCompliant: { base: "GDPR compliant", rejected: ["gdpr-compatible", "gdpr compatible"] },
    /** The AI that talks on the phone (the phone receptionist's engine, the site's voice demo). */
    voiceAgent: { base: "voice agent", plural: "voice agents", rejected: ["voicebot", "voice bot"] },
    quarter: { base: "quarter", rejected: [] },
    blogPost: { base: "blog post", rejected: ["blog article", "blog entry"] },
    searchTraffic: { base: "organic traffic", rejected: ["search traffic"] },
    toneOfVoice: { base: "tone of voice", rejected: ["brand voice"] },
    firstReply: { base: "first reply", rejected: ["first response"] },
    assistant: { base: "assistant", rejected: [] },
    staff: { base: "staff", rejected: [] },
    email: { base: "email", rejected: ["e-mail"] },
    /** A call nobody answered (and the custom it loses): what the phone receptionist prevents. */
    missedCall: { base: "missed call", plural: "missed calls", rejected: ["lost call"] },
  },
  fi: {
    discoveryCall: {
      base: "kartoituspuhelu",
      genitive: "kartoituspuhelun",
      inessive: "kartoituspuhelussa",
      adessive: "kartoituspuhelulla",
      elative: "kartoituspuhelusta",
      rejected: ["konsultaatio", "kartoituskeskustelu", "esittelypuhelu"],
    },
    gdprCompliant: { base: "GDPR:n mukainen", rejected: ["gdpr-yhteensopiv", "gdpr-kelpoi"] },
    voiceAgent: {
      base: "puheagentti",
      partitive: "puheagenttia",
      partitivePlural: "puheagentteja",
      rejected: ["ääniagent", "ai-vastaaja", "äänibot", "puhebot"],
    },
    quarter: { base: "vuosineljännes", inessive: "vuosineljänneksessä", rejected: ["kvartaal", "neljännesvuosi"] },
    blogPost: { base: "blogiartikkeli", partitive: "blogiartikkelia", rejected: ["blogiteks", "blogikirjoitu", "blogipostau"] },
    searchTraffic: { base: "hakuliikenne", partitive: "hakuliikennettä", rejected: ["orgaani"] },
    toneOfVoice: {
      base: "äänensävy",
      adessive: "äänensävyllä",
      elative: "äänensävystä",
      rejected: ["brändisi äänellä", "brändin äänellä", "yrityksesi äänellä", "yrityksesi omalla äänellä"],
    },
    firstReply: { base: "ensivastaus", rejected: ["ensikontakt"] },
    /** The chat product and what it is (tekoälyassistentti), never an "avustaja". */
    assistant: { base: "assistentti", rejected: ["avustaja"] },
    staff: { base: "henkilöstö", rejected: ["henkilökun"] },
    email: { base: "sähköposti", rejected: ["s-posti", "e-mail", "e-posti"] },
    /** "Menetetty" is what the business loses (kaupat, asiakkaat); the call itself goes unanswered. */
    missedCall: {
      base: "vastaamaton puhelu",
      partitivePlural: "vastaamattomia puheluita",
      rejected: ["menetetty puhelu", "menetetyt puhelu", "menetetyn puhelu", "menetettyjä puhelu", "menetettyjen puhelu", "menetetyistä puhelu", "menetetyille puhelu"],
    },
  },
} as const satisfies Record<Lang, Record<TermId, Term>>;
