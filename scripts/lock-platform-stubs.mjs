#!/usr/bin/env node
// Run after any `npm install` that changes package-lock.json; `node scripts/lock-platform-stubs.mjs
// bench/package-lock.json` does the same for another lock file (the bench's, bench/README.md).
//
// The npm registry mirror here serves only this machine's platform builds of packages such as
// @esbuild/*, @tailwindcss/oxide-* and @unrs/resolver-binding-*, so npm leaves the other
// platforms' optional packages out of the lock file, and `npm ci` then refuses the lock
// ("Missing: … from lock file"). This adds a stub entry (version, os, cpu) for each of them:
// `npm ci` skips a stub whose os/cpu does not match, and never fetches it.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const file = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const OS = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = ["arm64", "x64", "ia32", "arm", "riscv64", "ppc64", "s390x", "loong64", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith("musl")) ? "musl" : parts.some((p) => p.startsWith("gnu")) ? "glibc" : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`.replace(/^\//, "");
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version, ...(entry.dev && { dev: true }), optional: true, ...platformOf(name) };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`> ${added} platform stub(s) added to ${file}`);
