import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const nofont of [false, true]) {
  const ctx = await b.newContext({ viewport: { width: 1024, height: 700 } });
  const p = await ctx.newPage();
  if (nofont) await p.route("**/*.woff2", (r) => r.abort());
  await p.goto("http://localhost:6101/fi/tietoa-meista");
  await p.evaluate(() => document.fonts.ready);
  const r = await p.evaluate(() => [...document.querySelectorAll("header > div > *, header nav > *")].map((e) => `${e.tagName}.${(e.textContent||"").trim().slice(0,20)} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)} h${Math.round(e.getBoundingClientRect().height)}`));
  console.log(nofont ? "fallback" : "inter", r.join(" | "));
  await p.screenshot({ path: `/tmp/crops/hdr-${nofont ? "fb" : "inter"}.png`, clip: { x: 0, y: 0, width: 1024, height: 70 } });
  await ctx.close();
}
await b.close();
