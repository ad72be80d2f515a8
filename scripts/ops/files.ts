import { writeFileSync } from "node:fs";
import { fail } from "./cli";

/** Writes a file the operator named; an existing one only with --force. Failures are a message, not a stack trace. */
export function writeOutput(path: string, data: string | Buffer, force: boolean): void {
  try {
    writeFileSync(path, data, { flag: force ? "w" : "wx" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === "EEXIST" ? `${path} exists: pass --force to overwrite it.` : `Cannot write ${path}: ${(error as Error).message}`);
  }
}
