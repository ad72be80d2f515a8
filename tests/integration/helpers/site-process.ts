/**
 * Runs the built site as an operator would (`npm start`, optionally in a fresh PID namespace) for
 * the tests that signal and kill real processes. They reuse the end-to-end suite's build: same
 * build-time settings, same build folder.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BUILD_ENV } from "../../../scripts/build-inputs";
import { e2eEnv } from "../../e2e/env";

export const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The environment of the end-to-end build, without anything of the test runner's that would change a build. */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !BUILD_ENV.test(name) && name !== "NODE_ENV") env[name] = value;
  }
  return { ...env, ...e2eEnv, ...extra } as NodeJS.ProcessEnv;
}

/** Whether this machine lets the tests make PID namespaces (root and util-linux's unshare). */
export const canUnshare = spawnSync("unshare", ["-pf", "--mount-proc", "true"]).status === 0;

export type Site = {
  child: ChildProcess;
  origin: string;
  log: () => string;
  exited: Promise<number | null>;
};

/** `npm start` with env on its own port and data folder; `inNamespace` runs it as a container would. */
export function startSite(port: number, dataDir: string, options: { inNamespace?: boolean; env?: Record<string, string> } = {}): Site {
  const command = options.inNamespace ? ["unshare", "-pf", "--kill-child=SIGKILL", "--mount-proc", "npm", "start"] : ["npm", "start"];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: siteEnv({ PORT: String(port), DATA_DIR: dataDir, ...options.env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // a process group of its own, so that cleanUp can end whatever is left
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, origin: `http://localhost:${port}`, log: () => log, exited };
}

/** Waits until /api/health says 200 (slowly on a busy machine: the first requests load the routes). */
export async function healthy(site: Site, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (site.child.exitCode !== null) throw new Error(`npm start exited (${site.child.exitCode}):\n${site.log()}`);
    try {
      if ((await fetch(`${site.origin}/api/health`, { signal: AbortSignal.timeout(15_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not healthy in time:\n${site.log()}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** The process and all its descendants, as PIDs of this (the host's) namespace. */
export function processTree(pid: number): number[] {
  const all = spawnSync("ps", ["-e", "-o", "pid="], { encoding: "utf8" }).stdout.split("\n").map(Number).filter(Boolean);
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => parentOf(p) === tree[i]));
  return tree;
}

export function isRunning(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return false;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z"; // a zombie has ended
}

/** Resolves to how long it took until none of pids runs; rejects after timeoutMs. */
export async function allEnded(pids: number[], timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (pids.some(isRunning)) {
    if (Date.now() - start > timeoutMs) throw new Error(`still running after ${timeoutMs} ms: ${pids.filter(isRunning).join(", ")}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return Date.now() - start;
}

/** Ends whatever a test left running (its process group), without a drain. */
export function cleanUp(site: Site): void {
  try {
    process.kill(-site.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Subscribes an address through the JSON API: 201 new, 200 already there. */
export async function subscribe(site: Site, email: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${site.origin}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, lang: "en" }),
  });
  return response.status;
}
