import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const jobs = JSON.parse(process.argv[2]);
for (const [path, width, selector, index, out] of jobs) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const p = await ctx.newPage();
  if (process.env.NOFONT) await p.route("**/*.woff2", (r) => r.abort());
  await p.goto("http://localhost:6101" + path);
  await p.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await p.locator(selector).nth(index).screenshot({ path: out });
  await ctx.close();
}
await b.close();
