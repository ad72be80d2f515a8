/**
 * The one owner of a stop (docs/decisions/026-process-runner-one-process-serves-and-stops.md):
 * the stop signals, the order of what is closed, and the one time limit. The site's HTTP server
 * (server/http/site-server.ts) adds its step (stop taking requests, finish those under way),
 * server/startup.ts its own (submissions, mail deliveries, database). Both are in the site
 * server's bundle, so this state is its module's.
 */

/** Longest a stop may take before the process gives up and exits anyway. */
const STOP_TIMEOUT_MS = 25_000;

/** What is closed first: requests, then what they wrote (submissions, mail, database). */
const PHASES = ["requests", "data"] as const;

const steps: { phase: (typeof PHASES)[number]; run: () => Promise<void> }[] = [];
let stopping: Promise<void> | undefined;

/** Adds a step to every stop, run after the steps of earlier phases. */
export function onStop(phase: (typeof PHASES)[number], run: () => Promise<void>): void {
  steps.push({ phase, run });
}

/** Runs every step in order, once, then exits: 0 when all went well, 1 on a failure or after the time limit. */
export function stopProcess(reason: string): Promise<void> {
  stopping ??= (async () => {
    console.log(`[server] ${reason}: finishing requests, submissions and mail deliveries, then closing the database...`);
    setTimeout(() => {
      console.error("[server] stopping took too long, exiting");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      for (const phase of PHASES) for (const step of steps.filter((s) => s.phase === phase)) await step.run();
      console.log("[server] stopped");
      process.exit(0);
    } catch (error) {
      console.error("[server] stopping failed:", error);
      process.exit(1);
    }
  })();
  return stopping;
}

/** Stops on SIGTERM, SIGINT or SIGHUP; a repeated signal (Ctrl+C arrives from the terminal and through npm) joins the stop under way. */
export function stopOnSignals(): void {
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void stopProcess(signal));
}
