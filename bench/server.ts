/**
 * Builds (when needed) and serves the production site through its start script (site.ts), on a
 * port and build folder of its own, and waits for /api/health.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { siteStart } from "./site";

/** The repository the bench measures: it serves the site from there and writes its results there. */
export const root = join(import.meta.dirname, "..");

export type Server = {
  origin: string;
  logFile: string;
  stop: () => Promise<void>;
};

export async function isUp(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/**
 * Starts the site's start script (site.ts) with env, which must carry PORT and should name the
 * build folder, and resolves once /api/health answers. Build and server output go to logFile.
 */
export async function startServer(opts: {
  env: Record<string, string>;
  logFile: string;
  timeoutMs?: number;
}): Promise<Server> {
  const port = opts.env.PORT;
  if (!port) throw new Error("startServer: env.PORT is required");
  const origin = `http://localhost:${port}`;
  if (await isUp(origin)) {
    throw new Error(`Something already answers on ${origin}; stop it or choose another port.`);
  }
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = openSync(opts.logFile, "w");
  const child = spawn(process.execPath, [join(root, siteStart.script)], {
    cwd: root,
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", log, log],
    // Own process group: stop() ends the start and the build it may have spawned together.
    detached: true,
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.on("exit", (code) => (exited = code));

  const stop = async () => {
    if (exited !== undefined || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, 5_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 15 * 60_000);
  while (!(await isUp(origin))) {
    if (exited !== undefined) {
      throw new Error(`The site server exited (code ${exited}) before it was healthy. Log ${opts.logFile}:\n${tail(opts.logFile)}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The site server was not healthy in time. Log ${opts.logFile}:\n${tail(opts.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { origin, logFile: opts.logFile, stop };
}
