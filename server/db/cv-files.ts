import { randomUUID } from "node:crypto";
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * CVs kept as files beside the embedded database (docs/decisions/043-cvs-as-files-beside-pglite.md).
 * PGlite runs on the server's one thread: storing a 4.9 MB value held the event loop for 1–2 s, and
 * reading it back for the mail another half second. A file is written and read by libuv's threads.
 * It is fsynced before the row that names it is written, and removed with that row (the purge
 * removes files no row names). PostgreSQL keeps the CV in its row: every instance can mail it.
 */

const NAME = /^[0-9a-f-]{36}\.cv$/;
/** A file younger than this may be one whose row is being written. */
const UNNAMED_GRACE_MS = 60 * 60 * 1000;

async function fsync(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the CV's bytes (or moves the file it was streamed to) into `dir`, durably; the new file's name. */
export async function keepCvFile(dir: string, content: { bytes: Buffer } | { path: string }): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.cv`;
  const path = join(dir, name);
  if ("bytes" in content) await writeFile(path, content.bytes, { flag: "wx" });
  else {
    await rename(content.path, path).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV") throw error;
      await copyFile(content.path, path);
    });
  }
  await fsync(path);
  await fsync(dir); // the new name too
  return name;
}

/** Where a CV file is; only names this module made are accepted. */
export function cvFilePath(dir: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`not a CV file name: ${name.slice(0, 60)}`);
  return join(dir, name);
}

export async function removeCvFile(dir: string, name: string): Promise<void> {
  await rm(cvFilePath(dir, name), { force: true });
}

/** Removes the files in `dir` that no row names (`named`), older than an hour; answers how many (a dry run only counts). */
export async function removeUnnamedCvFiles(dir: string, named: Set<string>, { dryRun }: { dryRun: boolean }, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => NAME.test(n) && !named.has(n))) {
    if (now - (await stat(join(dir, name))).mtimeMs < UNNAMED_GRACE_MS) continue;
    if (!dryRun) await rm(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}
