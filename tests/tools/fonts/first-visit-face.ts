/**
 * What a first-time visitor's browser draws: a fresh profile (no cache, no open connection) on
 * a typical connection and a mid-range phone's CPU, emulated through the DevTools protocol, and
 * the face the page's main heading was actually drawn in, read from the renderer
 * (CSS.getPlatformFontsForNode). With `font-display: optional` the face of the first paint is
 * the face of the page: a font that misses it is not swapped in later.
 */
import type { Browser } from "@playwright/test";

/** About 9 Mbit/s down, 40 ms latency, and the CPU slowed four times (issue 24's profile). */
export const FIRST_VISIT = { latencyMs: 40, downloadBitsPerSecond: 9_000_000, uploadBitsPerSecond: 3_000_000, cpuSlowdown: 4 } as const;

export type DrawnFace = { family: string; custom: boolean };

/** Loads `url` once as a first-time visitor and returns the faces the page's h1 was drawn in, most glyphs first. */
export async function firstVisitFaces(browser: Browser, url: string, selector = "h1"): Promise<DrawnFace[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: FIRST_VISIT.latencyMs,
      downloadThroughput: FIRST_VISIT.downloadBitsPerSecond / 8,
      uploadThroughput: FIRST_VISIT.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: FIRST_VISIT.cpuSlowdown });
    await page.goto(url, { waitUntil: "load" });
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`${url}: no ${selector}`);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.sort((a, b) => b.glyphCount - a.glyphCount).map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
  } finally {
    await context.close();
  }
}

/** Whether the faces are the web font's alone. */
export function drawnInInter(faces: DrawnFace[]): boolean {
  return faces.length > 0 && faces.every((face) => face.custom && /^inter$/i.test(face.family));
}
