import { join } from "node:path";
import { ConfigError } from "@/lib/env";
import { checkConfig, serverConfig } from "./config";
import { closeDb, getDb } from "./db";
import { DataDirLockedError } from "./db/lock";
import { createMailTransport } from "./mail/transport";
import { OutboxWorker } from "./mail/worker";
import { drainSubmissions, serverState } from "./runtime";
import { onStop, stopClosesRequests, stopOnSignals } from "./shutdown";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Server start (from the site server, server/http/site-server.ts): configuration, database, outbox worker, signal handling. */
export async function startServer(): Promise<void> {
  const state = serverState();
  if (state.stopWorker) return; // already started in this process

  let cfg;
  try {
    checkConfig(process.env);
    cfg = serverConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  try {
    const db = await getDb();
    console.log(`[db] ${db.kind === "pglite" ? `PGlite in ${join(cfg.DATA_DIR, "pglite")}` : "PostgreSQL"}: migrated`);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    // PostgreSQL may come up later: the site still serves pages, /api/health says 503 and the forms retry.
    console.error("[db] not available at start:", (error as Error).message);
  }

  const transport = createMailTransport({ smtpUrl: cfg.SMTP_URL, outboxDir: join(cfg.DATA_DIR, "outbox") });
  const worker = new OutboxWorker(getDb, transport, {
    from: cfg.MAIL_FROM,
    busy: () => state.inflight.size > 0,
    journalFile: join(cfg.DATA_DIR, "outbox-sent.journal"),
  });
  worker.start();
  state.wakeWorker = () => worker.wake();
  state.stopWorker = async () => {
    await worker.stop();
    transport.close();
  };
  console.log(`[outbox] delivering ${transport.kind === "smtp" ? "through SMTP_URL" : `to ${join(cfg.DATA_DIR, "outbox")}`}`);

  // Submissions, then mail deliveries, then the database: after the requests, before the framework.
  onStop("data", stop);
  stopOnSignals();
  state.markStarted();
  if (process.env.NODE_ENV === "production" && !stopClosesRequests()) {
    console.warn("[server] started without scripts/start.mjs: start with `npm start` so that a stop drains requests before closing the database.");
  }
}

/** Refuses new submissions, finishes running ones and mail deliveries, closes the database (PGlite: CHECKPOINT). */
async function stop(): Promise<void> {
  await drainSubmissions();
  await serverState().stopWorker?.();
  await closeDb();
  console.log("[server] database closed");
}
