import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireLock, DataDirLockedError } from "@/server/db/lock";

const root = resolve(__dirname, "../..");
const holderScript = join(__dirname, "helpers", "lock-holder.ts");

/** Whether this machine lets the tests make PID namespaces (root and util-linux's unshare). */
const canUnshare = spawnSync("unshare", ["-pf", "--mount-proc", "true"]).status === 0;

type Holder = { child: ChildProcess; said: Promise<string> };

/** Starts a process that takes the lock; `inNamespace` runs it as PID 1 of a fresh PID namespace, as in a container. */
function holder(lockFile: string, inNamespace = false): Holder {
  // `node --import tsx` rather than the tsx command, which would run the script in a child process of its own.
  const command = [process.execPath, "--import", "tsx", holderScript, lockFile];
  const child = inNamespace
    ? spawn("unshare", ["-pf", "--kill-child=SIGKILL", "--mount-proc", ...command], { cwd: root })
    : spawn(command[0]!, command.slice(1), { cwd: root });
  const said = new Promise<string>((done) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) done(out.trim());
    });
    child.on("exit", () => done(out.trim()));
  });
  return { child, said };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

describe("PGlite data folder lock", () => {
  let dir: string;
  let lockFile: string;
  const children: ChildProcess[] = [];
  const start = (inNamespace = false) => {
    const h = holder(lockFile, inNamespace);
    children.push(h.child);
    return h;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "pglite-lock-"));
    lockFile = join(dir, "pglite.lock");
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(killed));
    rmSync(dir, { recursive: true, force: true });
  });

  it("is held by one owner at a time and deleted on release", async () => {
    const release = await acquireLock(lockFile);
    await expect(acquireLock(lockFile)).rejects.toThrow(/in use by this process/);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(lockFile)).toBe(false);
    (await acquireLock(lockFile))();
  });

  it("refuses a second process while the first one lives, naming it", { timeout: 30_000 }, async () => {
    const first = start();
    expect(await first.said).toBe(`locked ${first.child.pid}`);
    await expect(acquireLock(lockFile)).rejects.toThrow(new RegExp(`in use by process ${first.child.pid} .*DATABASE_URL`, "s"));
    await expect(acquireLock(lockFile)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("is free again the moment its owner is killed with SIGKILL", { timeout: 30_000 }, async () => {
    const first = start();
    expect(await first.said).toMatch(/^locked/);
    await killed(first.child);
    expect(existsSync(lockFile)).toBe(true); // nobody deleted it, yet it is free
    (await acquireLock(lockFile))();
  });

  it("takes over a PID lock file of an earlier version, even one naming this very process", async () => {
    writeFileSync(lockFile, String(process.pid));
    (await acquireLock(lockFile))();
  });

  describe.skipIf(!canUnshare)("in PID namespaces (containers)", () => {
    it("a restarted container takes over the lock its killed predecessor held under the same PID", { timeout: 60_000 }, async () => {
      const first = start(true);
      expect(await first.said).toBe("locked 1"); // PID 1 of its namespace, like a container's main process
      await killed(first.child); // kill -9 of the namespace's parent: every process in it dies
      const second = start(true);
      expect(await second.said).toBe("locked 1");
    });

    it("refuses a second live server in another PID namespace", { timeout: 60_000 }, async () => {
      const first = start(true);
      expect(await first.said).toBe("locked 1");
      const second = start(true);
      expect(await second.said).toMatch(/in use by process 1 .*DATABASE_URL/s);
      await expect(acquireLock(lockFile)).rejects.toThrow(/in use by process 1 /);
    });
  });
});
