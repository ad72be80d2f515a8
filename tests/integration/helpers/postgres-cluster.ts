/**
 * A PostgreSQL server of a test's own (scripts/ci/start-postgres.sh on a port of its own), for a
 * test that stops it: the suite's shared server must stay up for the other tests.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { root } from "./site-process";

const bin = () => `/usr/lib/postgresql/${readdirSync("/usr/lib/postgresql").sort().at(-1)}/bin`;

function asOwner(command: string, args: string[]): void {
  const [cmd, all] = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const done = spawnSync(cmd, all as string[], { encoding: "utf8" });
  if (done.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${done.stderr}`);
}

/**
 * Started by the script, then again as production runs it: a commit is on disk when it is
 * acknowledged (the script's server, made for speed, loses the last commits when it crashes).
 */
export function startCluster(port: number) {
  const dir = `/tmp/test-postgres-${port}`;
  const env = { ...process.env, PGPORT: String(port), PG_TEST_DIR: dir };
  const url = execFileSync("bash", ["scripts/ci/start-postgres.sh"], { cwd: root, env, encoding: "utf8" }).trim();
  const data = `${dir}/data`;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
  const start = () => asOwner(`${bin()}/pg_ctl`, ["-D", data, "-l", `${dir}/server.log`, "-w", "-t", "60", "-o", options, "start"]);
  asOwner(`${bin()}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url,
    /** `pg_ctl stop -m immediate`: the server dies at once, as in a crash. */
    crash: () => asOwner(`${bin()}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]),
    restart: start,
    remove: () => execFileSync("bash", ["scripts/ci/stop-postgres.sh"], { cwd: root, env, stdio: "ignore" }),
  };
}
