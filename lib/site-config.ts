import { z } from "zod";
import { parseEnv } from "./env";

/**
 * The public facts of the site: its address, the company's details and the third-party ids the
 * pages show. Read at build time (they are baked into the prerendered pages), validated once.
 * Server settings (database, mail, limits) are apart, in server/config.ts, out of the UI's reach.
 */
const youtubeId = z.string().trim().regex(/^[\w-]*$/, "must be a YouTube video id").default("");
const text = (fallback: string) => z.string().trim().min(1).default(fallback);

export const siteConfigSchema = z.object({
  SITE_URL: z.string().trim().default("http://localhost:3000").pipe(z.url({ protocol: /^https?$/ })).transform((v) => v.replace(/\/+$/, "")),
  COMPANY_NAME: text("Example AI"),
  COMPANY_LEGAL_NAME: text("Example AI Oy"),
  COMPANY_BUSINESS_ID: z.string().trim().regex(/^\d{7}-\d$/, "must look like 1234567-8 (Finnish Y-tunnus)").default("0000000-0"),
  COMPANY_EMAIL: z.string().trim().pipe(z.email()).default("info@example.com"),
  COMPANY_PHONE: z.string().trim().regex(/^\+?[\d ()-]{6,20}$/, "must be a phone number such as +358 40 000 0000").default("+358 40 000 0000"),
  COMPANY_STREET: text("Esimerkkikatu 1"),
  COMPANY_POSTAL_CODE: text("00100"),
  COMPANY_CITY: text("Helsinki"),
  BOOKING_URL: z.string().trim().default("https://calendly.com/example/30min").pipe(z.url({ protocol: /^https$/ })),
  VOICE_AGENT_ID: z.string().trim().regex(/^[\w-]*$/, "may contain only letters, digits, _ and -").default(""),
  HERO_VIDEO_ID_FI: youtubeId,
  HERO_VIDEO_ID_EN: youtubeId,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The company's details and booking page: their defaults are examples, for trying the site, never for going live. */
export const companyDetailSettings = [
  "SITE_URL",
  "COMPANY_NAME",
  "COMPANY_LEGAL_NAME",
  "COMPANY_BUSINESS_ID",
  "COMPANY_EMAIL",
  "COMPANY_PHONE",
  "COMPANY_STREET",
  "COMPANY_POSTAL_CODE",
  "COMPANY_CITY",
  "BOOKING_URL",
] as const satisfies readonly (keyof SiteConfig)[];

// example.com and its kin are reserved for examples (RFC 2606): no real site or mailbox lives there.
const EXAMPLE_DOMAIN = /(^|[@./])example\.(com|org|net)(\/|$)/i;

/** The settings among `keys` still at an example value: their default, or an address at example.com. */
export function settingsAtExampleValue<K extends string>(values: Record<K, unknown>, defaults: Record<K, unknown>, keys: readonly K[]): K[] {
  return keys.filter((key) => values[key] === defaults[key] || (typeof values[key] === "string" && EXAMPLE_DOMAIN.test(values[key])));
}

export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  return parseEnv(siteConfigSchema, env);
}

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  cached ??= parseSiteConfig(process.env);
  return cached;
}
