/** `npx tsx bench/pglite-cv.ts` (from the repository, whose PGlite it measures): the figures of docs/decisions/043-cvs-as-files-beside-pglite.md (a one-off measurement, kept to repeat it). */
// How long a 4.9 MB CV holds the thread: stored in PGlite (bytea), read back; or written to a file and fsynced.
import { mkdtempSync, rmSync } from "node:fs";
import { open, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const dir = mkdtempSync(join(tmpdir(), "wts-pglite-cv-"));
const pg = await PGlite.create(join(dir, "db"));
await pg.exec("CREATE TABLE t (id serial primary key, cv bytea)");
const cv = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(4_900_000 - 9, 0x41)]);
for (let i = 0; i < cv.length; i += 4) cv.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, Math.min(i, cv.length - 4)); // incompressible, like a real PDF

async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  // The longest the event loop went without a turn: the gap between two ticks of a 2 ms timer.
  let last = performance.now();
  let block = 0;
  const tick = setInterval(() => {
    block = Math.max(block, performance.now() - last - 2);
    last = performance.now();
  }, 2);
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(tick);
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[runs >> 1]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms per CV; longest event-loop block ${block.toFixed(0)} ms`);
}
// The machine's own gaps: on a busy machine the timer is late even while this process does nothing.
await measure("nothing (100 ms of waiting)", 5, () => new Promise((resolve) => setTimeout(resolve, 100)));
await measure("PGlite INSERT of the CV (bytea)", 5, () => pg.query("INSERT INTO t (cv) VALUES ($1)", [cv]));
await measure("PGlite SELECT of the CV (bytea)", 5, () => pg.query("SELECT cv FROM t WHERE id = 1"));
let n = 0;
await measure("file written and fsynced, file and folder", 5, async () => {
  const path = join(dir, `cv-${n++}`);
  await writeFile(path, cv);
  for (const p of [path, dir]) {
    const h = await open(p, "r");
    await h.sync();
    await h.close();
  }
});
await measure("file read", 5, () => readFile(join(dir, "cv-0")));
await pg.close();
rmSync(dir, { recursive: true, force: true });
