/**
 * A first visit is drawn in Inter: a fresh profile on a typical connection with a mid-range
 * phone's CPU (about 9 Mbit/s, 40 ms, CPU ×4; tests/tools/fonts/first-visit-face.ts) sees the main
 * heading of the first page in the web font, not in the fallback
 * (docs/decisions/048-inter-on-the-first-page.md). `npx tsx tests/tools/fonts/first-visit.ts` runs the
 * same check several times per page against any build.
 */
import { drawnInInter, firstVisitFaces } from "../tools/fonts/first-visit-face";
import { expect, test } from "./test";
import { pathFor } from "./support";

const firstPages = [pathFor("home", "fi"), pathFor("home", "en"), pathFor("aiSeo", "en"), pathFor("phoneReceptionist", "fi")];

for (const path of firstPages) {
  test(`a first visit to ${path} is drawn in Inter`, async ({ browser, baseURL }) => {
    const faces = await firstVisitFaces(browser, `${baseURL}${path}`);
    expect(drawnInInter(faces), JSON.stringify(faces)).toBe(true);
  });
}

/** Runs in the page: the box a sample of Finnish and English copy takes in the site's face at 20 px. */
function sampleBox(): { width: number; height: number; family: string } {
  const span = document.createElement("span");
  span.textContent = "Tekoälyratkaisut, jotka tekevät arjesta sujuvaa. AI solutions that turn friction into flow.";
  span.style.cssText = "position:absolute;white-space:nowrap;font-size:20px;line-height:normal;font-weight:400";
  document.body.append(span);
  const { width, height } = span.getBoundingClientRect();
  span.remove();
  return { width, height, family: getComputedStyle(document.body).fontFamily };
}

test("without Inter the text takes about Inter's room: the fallback is metric-matched here too", async ({ page, browser, baseURL }) => {
  await page.goto(pathFor("about", "en"));
  await page.evaluate(() => document.fonts.ready);
  const inter = await page.evaluate(sampleBox);
  // A fresh profile whose font request fails: the page is drawn in the fallback (Inter is "Inter-<hash>" as Astro names it).
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.route("**/*.woff2", (route) => route.abort());
  await other.goto(`${baseURL}${pathFor("about", "en")}`);
  await other.evaluate(() => document.fonts.ready);
  expect(await other.evaluate(() => [...document.fonts].some((face) => /^inter(-[0-9a-f]+)?$/i.test(face.family) && face.status === "loaded"))).toBe(false);
  const fallback = await other.evaluate(sampleBox);
  await context.close();
  // Same line height, and within 5 % of the width (DejaVu Sans here: 9 % wider unadjusted).
  expect(fallback.height).toBeCloseTo(inter.height, 0);
  expect(Math.abs(fallback.width / inter.width - 1)).toBeLessThan(0.05);
});
