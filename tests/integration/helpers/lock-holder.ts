/**
 * Takes the PGlite data folder lock in a process of its own (run with tsx), says "locked" or the
 * refusal on stdout, and holds the lock until it is killed. Lets the lock tests use real processes,
 * PID namespaces included.
 */
import { acquireLock } from "@/server/db/lock";

try {
  await acquireLock(process.argv[2]!);
  console.log(`locked ${process.pid}`);
  setInterval(() => undefined, 60_000);
} catch (error) {
  console.log((error as Error).message);
  process.exit(3);
}
