/**
 * `npm run bench:baseline`: the framework's own first-load JS. Builds a bare Next.js App Router
 * page (root layout + a page with one heading, no client components) with the project's installed
 * Next/React, serves it and measures it like the bench does. It is the reference the first-load
 * JS budget is set against (see scripts/bench/budgets.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageWeight } from "./lighthouse";
import { root } from "./server";

// Inside the repository (git-ignored by `.next*/`) so that node_modules resolves to the project's.
const dir = join(root, ".next-baseline-app");
const port = Number(process.env.BASELINE_PORT ?? 3599);
const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");

rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, "app"), { recursive: true });
writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "bare-next", private: true, type: "module" }));
writeFileSync(join(dir, "next.config.mjs"), "export default { poweredByHeader: false };\n");
writeFileSync(
  join(dir, "app", "layout.jsx"),
  'export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
);
writeFileSync(join(dir, "app", "page.jsx"), "export default function Page() {\n  return <h1>Hello</h1>;\n}\n");

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" };
console.log(`> Building a bare App Router page in ${dir}`);
const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [nextBin, "start", "-p", String(port)], { cwd: dir, env, stdio: "ignore" });
const origin = `http://localhost:${port}`;
try {
  const deadline = Date.now() + 60_000;
  while (!(await fetch(origin).then((r) => r.ok).catch(() => false))) {
    if (Date.now() > deadline) throw new Error("the bare app did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  const weight = await pageWeight(`${origin}/`);
  console.log(`\nBare Next.js App Router page: first-load JS ${weight.firstLoadJsKB} KB gzip, HTML ${weight.htmlGzipKB} KB gzip`);
  for (const s of weight.scripts) console.log(`  ${s.kB.toFixed(1).padStart(6)} KB  ${s.url}`);
} finally {
  server.kill("SIGTERM");
  // --keep leaves the bare app and its build for inspection.
  if (!process.argv.includes("--keep")) rmSync(dir, { recursive: true, force: true });
}
