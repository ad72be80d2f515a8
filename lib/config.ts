import { z } from "zod";

/**
 * All configuration, read and validated once. A bad value throws a
 * ConfigError whose message names every offending variable.
 * Values that end up in prerendered pages are read at build time.
 */

const optionalUrl = z.string().trim().pipe(z.url()).optional();

const email = z.string().trim().pipe(z.email());

const schema = z.object({
  SITE_URL: z
    .string()
    .trim()
    .default("http://localhost:3000")
    .pipe(z.url({ protocol: /^https?$/ }))
    .transform((v) => v.replace(/\/+$/, "")),
  COMPANY_NAME: z.string().trim().min(1).default("Example AI"),
  COMPANY_LEGAL_NAME: z.string().trim().min(1).default("Example AI Oy"),
  COMPANY_BUSINESS_ID: z
    .string()
    .trim()
    .regex(/^\d{7}-\d$/, "must look like 1234567-8 (Finnish Y-tunnus)")
    .default("0000000-0"),
  COMPANY_EMAIL: email.default("info@example.com"),
  COMPANY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{6,20}$/, "must be a phone number such as +358 40 000 0000")
    .default("+358 40 000 0000"),
  COMPANY_STREET: z.string().trim().min(1).default("Esimerkkikatu 1"),
  COMPANY_POSTAL_CODE: z.string().trim().min(1).default("00100"),
  COMPANY_CITY: z.string().trim().min(1).default("Helsinki"),
  BOOKING_URL: z
    .string()
    .trim()
    .default("https://calendly.com/example/30min")
    .pipe(z.url({ protocol: /^https$/ })),
  VOICE_AGENT_ID: z
    .string()
    .trim()
    .regex(/^[\w-]*$/, "may contain only letters, digits, _ and -")
    .default(""),
  HERO_VIDEO_ID_FI: z.string().trim().regex(/^[\w-]*$/, "must be a YouTube video id").default(""),
  HERO_VIDEO_ID_EN: z.string().trim().regex(/^[\w-]*$/, "must be a YouTube video id").default(""),
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:/.test(v), "must be a postgres:// URL"),
  DATA_DIR: z.string().trim().min(1).default("data"),
  SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:/.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: email.default("no-reply@example.com"),
  MAIL_TO_HIRING: email.default("jobs@example.com"),
  MAIL_TO_CONTACT: email.default("info@example.com"),
  FORM_RATE_LIMIT: z.coerce
    .number({ error: "must be a whole number (0 turns the limit off)" })
    .int("must be a whole number (0 turns the limit off)")
    .min(0, "must be 0 or more")
    .default(10),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as "not set" so that a blank line in .env keeps the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
