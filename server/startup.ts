import { join } from "node:path";
import { ConfigError } from "@/lib/env";
import { companyDetailSettings, settingsAtExampleValue, siteConfig, siteConfigSchema } from "@/lib/site-config";
import { checkConfig, serverConfig, serverConfigSchema } from "./config";
import { closeDb, getDb } from "./db";
import { DataDirLockedError } from "./db/lock";
import { createMailTransport } from "./mail/transport";
import { OutboxWorker } from "./mail/worker";
import { drainSubmissions, serverState } from "./runtime";
import { onStop } from "./shutdown";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const mailSettings = ["MAIL_FROM", "MAIL_TO_HIRING", "MAIL_TO_CONTACT"] as const;

/**
 * The company details and mail addresses still at their example value: fine for trying the site,
 * never for going live (README, "Before going live"; docs/decisions/066-figures-phones-and-details.md).
 */
export function exampleDetails(site = siteConfig(), server = serverConfig()): string[] {
  return [
    ...settingsAtExampleValue(site, siteConfigSchema.parse({}), companyDetailSettings),
    ...settingsAtExampleValue(server, serverConfigSchema.parse({}), mailSettings),
  ];
}

/** The one start line that says the site still shows example details, or nothing when none is left. */
export function exampleDetailsLine(details: readonly string[]): string | undefined {
  if (details.length === 0) return undefined;
  return `[config] NOT READY TO GO LIVE: example values in ${details.join(", ")} (README, "Before going live")`;
}

/** Server start (from the site server, server/http/site-server.ts, once it listens): configuration, database, outbox worker. */
export async function startServer(): Promise<void> {
  const state = serverState();
  let cfg;
  try {
    checkConfig(process.env);
    cfg = serverConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const example = exampleDetailsLine(exampleDetails());
  if (example) console.warn(example);

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
  console.log(`[outbox] delivering ${transport.kind === "smtp" ? "through SMTP_URL" : `to ${join(cfg.DATA_DIR, "outbox")}`}`);

  // After the requests: refuses new submissions, finishes running ones and mail deliveries, closes the database (PGlite: CHECKPOINT).
  onStop("data", async () => {
    await drainSubmissions();
    await worker.stop();
    transport.close();
    await closeDb();
    console.log("[server] database closed");
  });
}
