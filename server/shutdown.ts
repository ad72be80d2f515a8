import { serverState } from "./runtime";

/**
 * The one owner of a stop (docs/decisions/026-process-runner-one-process-serves-and-stops.md):
 * the stop signals, the order of what is closed, and the one time limit. The site's HTTP server
 * (server/http/site-server.ts) adds its step (stop taking requests, finish those under way),
 * server/startup.ts its own (submissions, mail deliveries, database).
 */

/** Longest a stop may take before the process gives up and exits anyway. */
const STOP_TIMEOUT_MS = 25_000;

/** What is closed first: requests, then what they wrote (submissions, mail, database). */
export type StopPhase = "requests" | "data";
const PHASES: StopPhase[] = ["requests", "data"];

type Shutdown = { steps: { phase: StopPhase; run: () => Promise<void> }[]; stopping?: Promise<void>; signals?: boolean };

function shutdown(): Shutdown {
  const state = serverState();
  state.shutdown ??= { steps: [] };
  return state.shutdown;
}

/** Adds a step to every stop, run after the steps of earlier phases. */
export function onStop(phase: StopPhase, run: () => Promise<void>): void {
  shutdown().steps.push({ phase, run });
}

/** Whether an HTTP server in this process takes part in a stop (the site server, server/http/site-server.ts, registers one). */
export function stopClosesRequests(): boolean {
  return shutdown().steps.some((step) => step.phase === "requests");
}

/** Runs every step in order, once, then exits: 0 when all went well, 1 on a failure or after the time limit. */
export function stopProcess(reason: string): Promise<void> {
  const state = shutdown();
  state.stopping ??= (async () => {
    console.log(`[server] ${reason}: finishing requests, submissions and mail deliveries, then closing the database...`);
    setTimeout(() => {
      console.error("[server] stopping took too long, exiting");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      for (const phase of PHASES) for (const step of state.steps.filter((s) => s.phase === phase)) await step.run();
      console.log("[server] stopped");
      process.exit(0);
    } catch (error) {
      console.error("[server] stopping failed:", error);
      process.exit(1);
    }
  })();
  return state.stopping;
}

/** Stops on SIGTERM, SIGINT or SIGHUP. Installed once; repeats are ignored (Ctrl+C arrives from the terminal and through npm). */
export function stopOnSignals(): void {
  const state = shutdown();
  if (state.signals) return;
  state.signals = true;
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void stopProcess(signal));
}
