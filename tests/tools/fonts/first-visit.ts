/**
 * `npx tsx tests/tools/fonts/first-visit.ts --origin=http://localhost:6500 --runs=5 --pages=/,/fi`:
 * loads each page `runs` times as a first-time visitor (first-visit-face.ts: fresh profile,
 * about 9 Mbit/s and 40 ms, CPU ×4) and prints the face its h1 was drawn in, and how often that
 * was Inter. Pages and variants are taken in turn, so that a busy machine weighs on all alike;
 * several origins (a build per variant) are compared with --origin=a,b.
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../support/chromium";
import { drawnInInter, firstVisitFaces } from "./first-visit-face";

const { values } = parseArgs({
  options: {
    origin: { type: "string" },
    runs: { type: "string", default: "5" },
    pages: { type: "string", default: "/,/fi,/ai-seo,/fi/ai-puhelinvastaaja" },
  },
});
if (!values.origin) throw new Error("--origin=http://localhost:PORT[,http://localhost:PORT2] is required");
const origins = values.origin.split(",");
const pages = values.pages.split(",");
const runs = Number(values.runs);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const inter = new Map<string, number>();
try {
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      for (const origin of origins) {
        const faces = await firstVisitFaces(browser, `${origin}${path}`);
        const key = `${origin} ${path}`;
        if (drawnInInter(faces)) inter.set(key, (inter.get(key) ?? 0) + 1);
        console.log(`run ${run} ${key}: ${faces.map((f) => `${f.family}${f.custom ? " (web font)" : ""}`).join(", ")}`);
      }
    }
  }
} finally {
  await browser.close();
}
console.log("\nDrawn in Inter:");
for (const origin of origins) {
  for (const path of pages) console.log(`  ${origin} ${path}: ${inter.get(`${origin} ${path}`) ?? 0} of ${runs}`);
}
