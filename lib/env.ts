import type { z } from "zod";

/** A configuration value that cannot be used; the message names every offending variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Problems of one schema, one line per variable, or none. */
export function configProblems(schema: z.ZodType, env: Record<string, string | undefined>): string[] {
  const result = schema.safeParse(presentValues(env));
  return result.success ? [] : result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
}

/** Parses the environment with a schema, or throws a ConfigError listing every bad value. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(presentValues(env));
  if (result.success) return result.data;
  throw configError(configProblems(schema, env));
}

export function configError(lines: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
}

// Empty strings count as "not set" so that a blank line in .env keeps the default.
function presentValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}
