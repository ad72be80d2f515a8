import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { hostname } from "node:os";
import { dirname, relative } from "node:path";

/**
 * PGlite allows one process per data folder; a second one would corrupt it. The lock is a Unix
 * socket in the data folder on which the owner listens. The kernel closes it when the owner ends,
 * however it ends (kill -9, a container stopped), so the lock lasts exactly as long as its owner,
 * whatever its PID or PID namespace (docs/decisions/027-pglite-lock-a-socket-its-owner-listens-on.md).
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** What the owner tells whoever connects to its socket; `token` tells one lock from another, even in one process. */
type Owner = { pid: number; host: string; since: string; process: string; token: string };

/** Tells this process from another with the same PID (in another PID namespace). */
const processId = randomUUID();

/** Longest socket path that Linux (107 bytes) and macOS (103) accept; Node would cut a longer one short. */
const MAX_SOCKET_PATH = 103;

function socketPath(lockFile: string): string {
  const rel = relative(process.cwd(), lockFile);
  const path = rel.length < lockFile.length ? rel : lockFile;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    throw new Error(`The PGlite lock path ${lockFile} is too long for a socket (${MAX_SOCKET_PATH} bytes at most): use a shorter DATA_DIR.`);
  }
  return path;
}

/** Asks the socket's owner who it is; undefined when nobody listens (no socket, or its owner is gone). */
function ask(path: string): Promise<Partial<Owner> | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    let answer = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("connect", () => (connected = true));
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (!connected) return resolve(undefined);
      try {
        resolve(JSON.parse(answer) as Owner);
      } catch {
        resolve({}); // it listens, so it is alive, but it did not say who it is
      }
    });
  });
}

async function listen(path: string, owner: Owner): Promise<Server> {
  const server = createServer((socket) => socket.end(JSON.stringify(owner)));
  await once(server.listen(path), "listening");
  return server.unref();
}

function lockedBy(owner: Partial<Owner>, lockFile: string): DataDirLockedError {
  const where = owner.host && owner.host !== hostname() ? ` on host ${owner.host}` : "";
  const who = owner.process === processId ? "this process" : owner.pid ? `process ${owner.pid}${where} (running since ${owner.since})` : "another process";
  return new DataDirLockedError(
    `The PGlite data folder is in use by ${who} (lock ${lockFile}). ` +
      "PGlite allows one server per data folder: stop the other server, use another DATA_DIR, " +
      "or set DATABASE_URL to use PostgreSQL.",
  );
}

/** Takes the data folder's lock or throws DataDirLockedError; resolves to the function that releases it. */
export async function acquireLock(lockFile: string): Promise<() => void> {
  mkdirSync(dirname(lockFile), { recursive: true });
  const path = socketPath(lockFile);
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), process: processId, token: randomUUID() };
  for (let attempt = 0; attempt < 2; attempt++) {
    let server: Server;
    try {
      server = await listen(path, owner);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EADDRINUSE") throw new Error(`Cannot create the PGlite lock ${lockFile}: ${code ?? String(error)}`);
      const holder = await ask(path);
      if (holder) throw lockedBy(holder, lockFile);
      // Left by an owner that is gone (or a lock file of an earlier version): take it over.
      rmSync(path, { force: true });
      continue;
    }
    // Two servers that found the same stale lock may both have removed it: the socket now at the path decides.
    // The loser leaves its own socket open (unreferenced) until it exits: closing it would delete the
    // file at the path, which is the winner's.
    const holder = await ask(path);
    if (holder?.token !== owner.token) throw lockedBy(holder ?? {}, lockFile);
    // Closing the server also deletes the socket file.
    return () => void server.close();
  }
  throw new DataDirLockedError(`Could not take the lock ${lockFile}.`);
}
