/**
 * The visit bench's browser: Debian's Chromium through Puppeteer (Playwright attaches to pages in
 * a way that makes Chromium refuse to prerender: PrerenderingDisabledByDevTools; Puppeteer goes
 * through the tab and leaves speculation rules working). Each visit is a fresh profile (a new
 * browser context: no cache, no storage), a 390 px phone with touch, the CPU slowed through CDP
 * as ×4 slows the reference host (calibrated to this host before each visit, host-speed.ts), and recorders in the page for the figures of visit-figures.ts. Input is real input through
 * CDP (Input.dispatchTouchEvent, Input.dispatchKeyEvent), never a synthetic DOM event.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type HTTPRequest, type Page } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { calibratedSlowdown, hostBenchmarkIndex } from "./host-speed";
import { nextPaint, type EventEntry, type NextPage, type PaintEntry, type TraceEvent } from "./visit-figures";

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
/** The CPU slowdown of the visits on the reference host (host-speed.ts): issue 26's phone. */
export const CPU_SLOWDOWN = 4;
/** How long a finger rests on the glass in a tap. */
const TAP_HOLD_MS = 50;
/** The quick second tap starts this long after the first. */
export const SECOND_TAP_AFTER_MS = 100;
/**
 * Chrome on Android's preloading heuristics, which this Chromium has but leaves off on Linux (and
 * in its phone emulation): "moderate" rules act on the link a touch scroll leaves just above where
 * the finger came down (enacted on Android since Chrome 138), "eager" ones on links that stay in
 * view. Without them a phone's "moderate" waits for the press, as on a desktop.
 */
const ANDROID_PRELOADING =
  "--enable-features=PreloadingModerateViewportHeuristics:enact_candidates/true,PreloadingEagerViewportHeuristics," +
  "NavigationPredictor:random_anchor_sampling_period/1,NavigationPredictorNewViewportFeatures";
/**
 * Headless Chromium's window is 800×600 unless told: the phone's screen, 844 px tall, was drawn
 * only down to about 580 px, and a change below that line (keys typed into a field low on the
 * screen) made no frame, so its Event Timing entry waited for the next input's frame (832–1,408 ms).
 */
const PHONE_SIZED_WINDOW = `--window-size=${PHONE.width},${PHONE.height}`;
const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"];

/**
 * Speculation rules the bench adds to a page that has none of its own, to measure what they give:
 * prerender same-origin links on pointer down (moderate eagerness).
 */
export const ADDED_RULES = { prerender: [{ source: "document", where: { href_matches: "/*" }, eagerness: "moderate" }] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Recorder = { events: EventEntry[]; taps: number[]; keys: number[]; paints: PaintEntry[]; ownRules: boolean | null };
declare global {
  interface Window {
    __bench?: Recorder;
    __benchClick?: (epochMs: number) => void;
  }
}
/** Runs in every document before its own scripts: Event Timing entries, pointerdown and keydown times, largest paints, link clicks. */
function recorder(addRules: object | null) {
  if (window.__bench) return;
  const bench: Recorder = (window.__bench = { events: [], taps: [], keys: [], paints: [], ownRules: null });
  type Paint = PerformanceEntry & { navigationId?: string | number; largestContentfulPaint?: PerformanceEntry };
  for (const type of ["largest-contentful-paint", "soft-navigation", "interaction-contentful-paint"]) {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) continue;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Paint[]) {
        bench.paints.push({ type, navigationId: e.navigationId ?? null, lcpStart: e.largestContentfulPaint?.startTime ?? e.startTime });
      }
    }).observe({ type, buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      bench.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
    }
  }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  addEventListener("pointerdown", (e) => bench.taps.push(e.timeStamp), { capture: true, passive: true });
  addEventListener("keydown", (e) => bench.keys.push(e.timeStamp), { capture: true, passive: true });
  addEventListener(
    "click",
    (e) => {
      if ((e.target as Element | null)?.closest?.("a[href]")) window.__benchClick?.(performance.timeOrigin + e.timeStamp);
    },
    { capture: true, passive: true },
  );
  document.addEventListener("DOMContentLoaded", () => {
    bench.ownRules = document.querySelector('script[type="speculationrules"]') !== null;
    if (!addRules || bench.ownRules) return;
    const script = document.createElement("script");
    script.type = "speculationrules";
    script.textContent = JSON.stringify(addRules);
    document.head.append(script);
  });
}

export class VisitBrowser {
  private browser: Browser | undefined;

  async launch(): Promise<void> {
    await this.close();
    this.browser = await puppeteer.launch({
      executablePath: chromiumPath,
      headless: true,
      // No host but this machine: an outside request (astrowind's remote images, the booking
      // widget) fails at once instead of waiting on a name lookup that cannot succeed here.
      args: [...chromiumArgs, PHONE_SIZED_WINDOW, ANDROID_PRELOADING, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"],
    });
  }

  async close(): Promise<void> {
    await this.browser?.close().catch(() => {});
    this.browser = undefined;
  }

  /** A new visit: fresh profile, phone, CPU ×4 calibrated to the host, recorders; with addRules, speculation rules where the page has none. */
  async visit(opts: { addRules?: boolean } = {}): Promise<Visit> {
    // A browser that went away (crashed, or its connection broke) is replaced for the next visit.
    if (!this.browser?.connected) await this.launch();
    const cpuSlowdown = calibratedSlowdown(CPU_SLOWDOWN, await hostBenchmarkIndex(this.browser!));
    const context = await this.browser!.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: PHONE.width, height: PHONE.height, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
    await page.emulateCPUThrottling(cpuSlowdown);
    // Added rules (for a page without its own, astrowind's) are an inline script no policy admits.
    if (opts.addRules) await page.setBypassCSP(true);
    const clicks: number[] = [];
    await page.exposeFunction("__benchClick", (epochMs: number) => void clicks.push(epochMs));
    await page.evaluateOnNewDocument(recorder, opts.addRules ? ADDED_RULES : null);
    return new Visit(context, page, clicks, cpuSlowdown);
  }
}

export type Point = { x: number; y: number };

/**
 * In the page: an element (the first visible one matching selector, or the nth match inside
 * document.forms[form]) scrolled, the way an in-page link scrolls (no input event), to the
 * middle of the screen when `scroll`; its middle point, or null when there is none.
 */
function locate(selector: string, scroll: boolean, form: number | null, nth: number): Point | null {
  const all = [...(form === null ? document : document.forms[form]!).querySelectorAll(selector)];
  const el = form === null ? all.find((e) => e.getBoundingClientRect().width > 0) : all[nth];
  if (!el) return null;
  if (scroll) el.scrollIntoView({ block: "center", behavior: "instant" });
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export class Visit {
  private inFlight = 0;
  private lastNetwork = Date.now();
  private tracing: CDPSession | undefined;

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Epoch ms of every click on a link, in order (recorder). */
    readonly clicks: number[],
    /** The CPU slowdown this visit ran at. */
    readonly cpuSlowdown: number,
  ) {
    // The browser's own speculation is not the page loading: a prefetch a prerender takes over
    // never reports its end to the page, and would hold every later wait for its 30 s.
    const busy = (delta: number) => (request: HTTPRequest) => {
      if (request.headers()["sec-purpose"]?.startsWith("prefetch")) return;
      this.inFlight += delta;
      this.lastNetwork = Date.now();
    };
    page.on("request", busy(1));
    page.on("requestfinished", busy(-1));
    page.on("requestfailed", busy(-1));
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** Loads url and waits until the page has settled (load event, then quiet); the 404 page answers 404 on purpose. */
  async open(url: string, status = 200): Promise<void> {
    const response = await this.page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (response?.status() !== status) throw new Error(`${url}: HTTP ${response?.status()}, not ${status}`);
    await this.settle();
  }

  /** The address the tab shows (Puppeteer's page.url() stays behind after a prerendered page is shown). */
  async url(): Promise<string> {
    return this.page.evaluate(() => location.href).catch(() => "");
  }

  /** Waits until the tab shows another address than `from` and that document has loaded. */
  async arrivedFrom(from: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const loaded = () => this.page.evaluate((f) => location.href !== f && document.readyState === "complete", from).catch(() => false);
    while (!(await loaded())) {
      if (Date.now() > deadline) throw new Error(`no navigation from ${from} within ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  }

  /** Waits for no request in flight for quietMs, then for the main thread to be idle once (at most maxMs in all). */
  async settle(quietMs = 500, maxMs = 30_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (this.inFlight > 0 || Date.now() - this.lastNetwork < quietMs)) await sleep(100);
    await this.page
      .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))
      .catch(() => {});
  }

  /**
   * Traces the whole browser, not the tab: when the tab shows a prerendered page Puppeteer moves
   * the page to the prerender's session, and a trace started on the old one cannot be ended.
   */
  async startTrace(): Promise<void> {
    this.tracing = await this.page.browser().target().createCDPSession();
    await this.tracing.send("Tracing.start", { transferMode: "ReturnAsStream", traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ["*"] } });
  }

  async stopTrace(): Promise<TraceEvent[]> {
    const session = this.tracing;
    if (!session) throw new Error("stopTrace without startTrace");
    this.tracing = undefined;
    const complete = new Promise<string | undefined>((resolve) => session.once("Tracing.tracingComplete", (e) => resolve(e.stream)));
    await session.send("Tracing.end");
    const handle = await complete;
    if (!handle) throw new Error("the trace came back empty");
    const parts: Buffer[] = [];
    for (let eof = false; !eof; ) {
      const chunk = await session.send("IO.read", { handle });
      parts.push(Buffer.from(chunk.data, chunk.base64Encoded ? "base64" : "utf8"));
      eof = chunk.eof;
    }
    await session.send("IO.close", { handle });
    await session.detach();
    return (JSON.parse(Buffer.concat(parts).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  }

  /** A mark in the trace (blink.user_timing) at this moment of the page's clock. */
  async mark(name: string): Promise<void> {
    await this.page.evaluate((n) => void performance.mark(n), name);
  }

  async has(selector: string): Promise<boolean> {
    return (await this.page.evaluate(locate, selector, false, null, 0)) !== null;
  }

  /** Brings the first visible element matching selector (or the nth match in form number `form`) to the middle of the screen; its middle point. */
  async bringIntoView(selector: string, form: number | null = null, nth = 0): Promise<Point> {
    await this.page.evaluate(locate, selector, true, form, nth);
    await sleep(300);
    return this.centre(selector, form, nth);
  }

  /** The middle of the first visible element matching selector (or the nth match in form number `form`), in viewport coordinates. */
  async centre(selector: string, form: number | null = null, nth = 0): Promise<Point> {
    const point = await this.page.evaluate(locate, selector, false, form, nth);
    if (!point) throw new Error(`nothing visible matches ${selector} on ${await this.url()}`);
    return point;
  }

  /** Whether the nth match of selector in document.forms[form] has the focus (typed keys reach it). */
  async hasFocus(selector: string, form: number, nth: number): Promise<boolean> {
    return this.page.evaluate((s, f, i) => document.forms[f]!.querySelectorAll(s)[i] === document.activeElement, selector, form, nth);
  }

  /** The middle of the first visible element matching selector; brought into view first when it is off the screen. */
  async reach(selector: string): Promise<Point> {
    const at = await this.centre(selector);
    return at.y >= 0 && at.y <= PHONE.height ? at : this.bringIntoView(selector);
  }

  async tap(at: Point): Promise<void> {
    await this.page.touchscreen.touchStart(at.x, at.y);
    await sleep(TAP_HOLD_MS);
    // When the tap shows a prerendered page, the old page's session closes before the lift is acknowledged.
    await this.page.touchscreen.touchEnd().catch((error: Error) => {
      if (!/Target closed|Session closed/i.test(error.message)) throw error;
    });
  }

  /** A tap, and a second one SECOND_TAP_AFTER_MS after the first began. */
  async doubleTap(first: Point, second: Point): Promise<void> {
    const started = Date.now();
    await this.tap(first);
    await sleep(Math.max(0, started + SECOND_TAP_AFTER_MS - Date.now()));
    await this.tap(second);
  }

  /**
   * A finger drawn up the screen: the page scrolls down by about `by` px (Chromium fires
   * pointerdown, then pointercancel), then the fling comes to rest. A tap during the fling only
   * stops it, as on a phone: the next tap would then land on a page still moving.
   */
  async swipeUp(by = 400, steps = 10): Promise<void> {
    await this.swipe({ x: PHONE.width / 2, y: PHONE.height * 0.75 }, by, steps);
    await this.scrollAtRest();
  }

  /** Waits until the scroll position has held still for 150 ms (the fling lasts 0.5-0.7 s here), at most maxMs. */
  private async scrollAtRest(maxMs = 5_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let last = Number.NaN;
    for (let still = 0; still < 3 && Date.now() < deadline; await sleep(50)) {
      const y = await this.page.evaluate(() => scrollY);
      still = y === last ? still + 1 : 0;
      last = y;
    }
  }

  /**
   * A finger put down at `from` and drawn up by `by` px (down when negative), held still for
   * `holdMs` before it lifts (held, it flings nothing: the page stops where the finger did).
   */
  private async swipe(from: Point, by: number, steps = 10, holdMs = 0): Promise<void> {
    await this.page.touchscreen.touchStart(from.x, from.y);
    for (let i = 1; i <= steps; i++) {
      await sleep(16);
      await this.page.touchscreen.touchMove(from.x, from.y - (by * i) / steps);
    }
    await sleep(holdMs);
    await this.page.touchscreen.touchEnd();
  }

  /**
   * A reader's last swipe before tapping a link: it leaves the link a little (`above` px) above
   * where the finger came down, where Chrome on Android's "moderate" heuristic looks for the next
   * click (up to 30% of the screen's height above it). Up where the page has room below and the
   * link stays clear of the header, else down; no swipe where neither can be (a link at the very
   * top of a short page). The finger comes down at the screen's edge, on no link. Returns the
   * link's middle afterwards.
   */
  async swipeToRestAbove(selector: string, by = 150, above = 100): Promise<Point> {
    const { y } = await this.centre(selector);
    const room = await this.page.evaluate(() => ({ below: document.documentElement.scrollHeight - innerHeight - scrollY, above: scrollY }));
    const edge = 4;
    const clearOfHeader = 120;
    if (room.below >= by && y - by >= clearOfHeader) await this.swipe({ x: edge, y: y - by + above }, by, 10, 100);
    // Down, the finger ends `by` px below where it came down: still on the screen.
    else if (room.above >= by && y + 2 * by + above <= PHONE.height - 10) await this.swipe({ x: edge, y: y + by + above }, -by, 10, 100);
    await sleep(300);
    return this.centre(selector);
  }

  /** Types text with real key events into the focused element. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Attaches a small PDF to a file field (field: index among the form's input, textarea and select elements). */
  async attachPdf(formIndex: number, fieldIndex: number): Promise<void> {
    const handle = await this.page.evaluateHandle(
      (f, i) => document.forms[f]!.querySelectorAll("input, textarea, select")[i] as HTMLInputElement,
      formIndex,
      fieldIndex,
    );
    const file = join(mkdtempSync(join(tmpdir(), "bench-visit-")), "cv.pdf");
    writeFileSync(file, TINY_PDF);
    await handle.uploadFile(file);
  }

  async recorded(): Promise<Recorder> {
    return (await this.page.evaluate(() => window.__bench)) ?? { events: [], taps: [], keys: [], paints: [], ownRules: null };
  }

  /** The current document's clocks and the next page's largest paint (nextPaint), once it has settled. */
  async nextPage(sameDocument: boolean): Promise<NextPage & { url: string }> {
    const page = await this.page.evaluate(async () => {
      const nav = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
      // A prerendered page may lack the recorder (Puppeteer does not add scripts to it): its buffered largest paints then.
      const paints =
        window.__bench?.paints ??
        (await new Promise<PaintEntry[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().map((e) => ({ type: "largest-contentful-paint", navigationId: null, lcpStart: e.startTime }))),
          ).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve([]), 2_000);
        }));
      return { url: location.href, timeOrigin: performance.timeOrigin, activationStart: nav?.activationStart ?? 0, paints };
    });
    return {
      url: page.url,
      timeOrigin: page.timeOrigin,
      activationStart: sameDocument ? 0 : page.activationStart,
      lcpStartTime: nextPaint(page.paints, sameDocument),
    };
  }
}

const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
