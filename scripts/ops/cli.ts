import { parseArgs, type ParseArgsConfig } from "node:util";

// `npm run ops:applications -- list | head -5`: the reader went away, so the command ends quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

/** Prints the message and ends the command: 1 for a failure, 2 for a wrong command line. */
export function fail(message: string, code: 1 | 2 = 1): never {
  console.error(message);
  process.exit(code);
}

/** The command line (node:util parseArgs); an unknown flag or a missing value prints the usage. */
export function commandLine<T extends ParseArgsConfig>(usage: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`, 2);
  }
}

/** A record id: a plain whole number ("12"); "0x10", "1e1", "1.0", "+1" and " 1" are not ids. */
export function parseId(text: string | undefined): number | undefined {
  return text !== undefined && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1 ? Number(text) : undefined;
}

// C0 and C1 control characters, DEL, and the bidirectional overrides that reorder what a terminal shows.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Visitors' text for the terminal, on one line: control characters shown as escapes (\n, \x1b),
 * so that text cannot forge a record's line, move the cursor or change colours.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
  });
}
