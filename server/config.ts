import { z } from "zod";
import { configError, configProblems, parseEnv } from "@/lib/env";
import { isValidEmail } from "@/lib/forms/fields";
import { siteConfigSchema } from "@/lib/site-config";

/** Server settings: database, mail and limits. Read at start; never imported by the UI. */
const optionalUrl = z.string().trim().pipe(z.url()).optional();
// The site's one e-mail grammar (docs/decisions/011-one-email-grammar.md): the transport sends to nothing else.
const email = z.string().trim().refine(isValidEmail, "must be one plain e-mail address");
const wholeNumber = (what: string) => z.coerce.number({ error: what }).int(what);

export const serverConfigSchema = z.object({
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:/.test(v), "must be a postgres:// URL"),
  DATA_DIR: z.string().trim().min(1).default("data"),
  SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:/.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: email.default("no-reply@example.com"),
  MAIL_TO_HIRING: email.default("jobs@example.com"),
  MAIL_TO_CONTACT: email.default("info@example.com"),
  FORM_RATE_LIMIT: wholeNumber("must be a whole number (0 turns the limit off)").min(0, "must be 0 or more").default(10),
  // How many proxies in front append to X-Forwarded-For (docs/decisions/010-client-address-and-shared-limits.md).
  TRUST_PROXY: wholeNumber("must be a whole number of proxy hops (0: no proxy)").min(0, "must be 0 or more").default(0),
  // Posts over 1 MiB (applications with a CV) received at once, and how long one more waits for its turn
  // before a 503 (docs/decisions/042-uploads-bounded-before-they-are-read.md).
  LARGE_POSTS_AT_ONCE: wholeNumber("must be a whole number of posts").min(1, "must be 1 or more").default(4),
  LARGE_POST_WAIT_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).min(0, "must be 0 or more").max(50, "must be at most 50 (a request has 60 s)").default(10),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  return parseEnv(serverConfigSchema, env);
}

/** Checks the whole configuration, site and server, and throws one error naming every bad value. */
export function checkConfig(env: Record<string, string | undefined>): void {
  const problems = [...configProblems(siteConfigSchema, env), ...configProblems(serverConfigSchema, env)];
  if (problems.length > 0) throw configError(problems);
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
