import "server-only";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * PGlite allows one process per data folder; a second one would corrupt it. The lock
 * file holds the owner's pid so that a lock left by a crashed process can be taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireLock(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => releaseLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        const who = pid === process.pid ? "this process" : `process ${pid}`;
        throw new DataDirLockedError(
          `The PGlite data folder is in use by ${who} (lock file ${lockFile}). ` +
            "PGlite allows one server per data folder: stop the other server, use another DATA_DIR, " +
            "or set DATABASE_URL to use PostgreSQL.",
        );
      }
      // Stale lock from a process that is gone.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockFile}.`);
}

function releaseLock(lockFile: string) {
  try {
    if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile, { force: true });
  } catch {
    // Already gone.
  }
}
