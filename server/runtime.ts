import type { Db } from "./db/database";

/**
 * Process-wide server state. The site server and Astro's renderer (which runs the forms'
 * services) are bundled separately, so a module-level variable would exist once per bundle; a
 * globalThis key gives both the same database, worker and draining flag.
 */
export type ServerState = {
  db?: Promise<Db>;
  /** Wakes the outbox worker after a mail was queued. */
  wakeWorker?: () => void;
  /** Set on SIGTERM/SIGINT: new submissions are refused, running ones finish. */
  draining: boolean;
  inflight: Set<Promise<unknown>>;
};

const KEY = Symbol.for("ai-solutions-site.server-state");
const store = globalThis as typeof globalThis & { [KEY]?: ServerState };

export function serverState(): ServerState {
  store[KEY] ??= { draining: false, inflight: new Set() };
  return store[KEY];
}

export class ShuttingDownError extends Error {
  override name = "ShuttingDownError";
}

/** Runs a submission so that shutdown waits for it; refuses new ones while draining. */
export async function trackSubmission<T>(fn: () => Promise<T>): Promise<T> {
  const state = serverState();
  if (state.draining) throw new ShuttingDownError("The server is shutting down.");
  const run = fn();
  state.inflight.add(run);
  try {
    return await run;
  } finally {
    state.inflight.delete(run);
  }
}

/** Waits until the running submissions have finished (or failed). */
export async function drainSubmissions(): Promise<void> {
  const state = serverState();
  state.draining = true;
  while (state.inflight.size > 0) await Promise.allSettled([...state.inflight]);
}
