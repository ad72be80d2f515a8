/**
 * The visit bench's figures from what a visit recorded, with no browser: a Chromium trace
 * (script bytes from its network events, main-thread task time from its tasks), Event Timing
 * entries (tap durations) and two documents' clocks (click to the next page's largest paint).
 */

/** The fields of a trace event these figures read. */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

/** A span of the trace's clock (µs) and, when `pids` is given, only the processes it admits. */
export type Window = { fromUs: number; toUs: number; pids?: (pid: number) => boolean };

export type TraceFigures = {
  /** Transfer size (headers and body, as the network log counts it) of the script resources requested in the window, KB. */
  scriptKB: number;
  /** The same for every resource, by Chromium's resource type (Script, Fetch, Image, ...). */
  kBByType: Record<string, number>;
  /**
   * Sum of the top-level tasks on the renderer main threads that started in the window, in thread
   * CPU time. Under DevTools CPU throttling the throttled thread spins, so its CPU time grows with
   * the slowdown like its wall time does on a quiet machine, while a busy machine stretches only
   * the wall time.
   */
  tasksMs: number;
  /** The same tasks' wall time (what a quiet machine reads; inflated on a busy one). */
  tasksWallMs: number;
  /** TBT-like: each task's CPU time beyond 50 ms, summed. */
  blockingMs: number;
  longestTaskMs: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const kB = (bytes: number) => round1(bytes / 1024);

/** Every renderer process's main thread ("CrRendererMain"): the page's, a prerendered next page's. */
function rendererMainThreads(events: TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const e of events) if (e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain") threads.add(`${e.pid}:${e.tid}`);
  return threads;
}

/** Tasks not nested inside another task of the same thread. */
function topLevel(tasks: TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  const endOf = new Map<string, number>();
  for (const t of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const thread = `${t.pid}:${t.tid}`;
    if (t.ts < (endOf.get(thread) ?? -Infinity)) continue;
    endOf.set(thread, t.ts + (t.dur ?? 0));
    out.push(t);
  }
  return out;
}

const inWindow = (e: TraceEvent, w: Window) => e.ts >= w.fromUs && e.ts < w.toUs && (w.pids?.(e.pid) ?? true);

/** Script bytes and main-thread tasks of one window of a trace (microseconds, the trace's clock). */
export function traceFigures(events: TraceEvent[], window: Window = { fromUs: -Infinity, toUs: Infinity }): TraceFigures {
  const mains = rendererMainThreads(events);
  const tasks = topLevel(events.filter((e) => e.name === "RunTask" && e.ph === "X" && mains.has(`${e.pid}:${e.tid}`))).filter((t) =>
    inWindow(t, window),
  );
  const cpuMs = (t: TraceEvent) => (t.tdur ?? t.dur ?? 0) / 1000;
  const typeOf = new Map<string, string>();
  for (const e of events) {
    if (e.name !== "ResourceSendRequest" || !inWindow(e, window)) continue;
    const data = e.args?.data ?? {};
    typeOf.set(String(data.requestId), String(data.resourceType ?? "Other"));
  }
  const bytesByType: Record<string, number> = {};
  for (const e of events) {
    if (e.name !== "ResourceFinish") continue;
    const data = e.args?.data ?? {};
    const type = typeOf.get(String(data.requestId));
    if (type === undefined) continue;
    bytesByType[type] = (bytesByType[type] ?? 0) + (Number(data.encodedDataLength) || 0);
  }
  return {
    scriptKB: kB(bytesByType.Script ?? 0),
    kBByType: Object.fromEntries(Object.entries(bytesByType).map(([type, bytes]) => [type, kB(bytes)])),
    tasksMs: Math.round(tasks.reduce((sum, t) => sum + cpuMs(t), 0)),
    tasksWallMs: Math.round(tasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0)),
    blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, cpuMs(t) - 50), 0)),
    longestTaskMs: Math.round(tasks.reduce((max, t) => Math.max(max, cpuMs(t)), 0)),
  };
}

/** The trace time (µs) of a performance.mark the page made, e.g. just before the visit follows a link, and the page's renderer process. */
export function mark(events: TraceEvent[], name: string): { ts: number; pid: number } | null {
  const found = events.find((e) => e.name === name && (e.cat ?? "").includes("blink.user_timing"));
  return found ? { ts: found.ts, pid: found.pid } : null;
}

/** The page's own task time (ms) in each step of a reading visit; pricing null where the page has no switch. */
export type ReadingSteps = { swipe: number; menu: number; pricing: number | null };

/**
 * Splits the page's own tasks before the link's tap (`link`, a mark) at the marks set before the
 * menu's and the pricing switch's steps: each step runs until the next one's mark.
 */
export function readingSteps(events: TraceEvent[], link: { ts: number; pid: number }, marks: { menu: string; pricing: string }): ReadingSteps {
  const menu = mark(events, marks.menu)?.ts ?? link.ts;
  const pricing = mark(events, marks.pricing)?.ts ?? null;
  const ownTasks = (fromUs: number, toUs: number) => traceFigures(events, { fromUs, toUs, pids: (pid) => pid === link.pid }).tasksMs;
  return { swipe: ownTasks(-Infinity, menu), menu: ownTasks(menu, pricing ?? link.ts), pricing: pricing === null ? null : ownTasks(pricing, link.ts) };
}

/** An Event Timing entry as the page's PerformanceObserver saw it ('event' and 'first-input' entries). */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number };

/**
 * Each tap's duration, INP-style: the longest entry of the interaction (pointerdown, pointerup,
 * click share an interactionId) that began at or after the tap's pointerdown and before the next
 * tap's. null: no entry, so the interaction took under the observer's 16 ms threshold.
 */
export function tapDurations(entries: EventEntry[], tapStarts: number[]): (number | null)[] {
  const all = interactions(entries);
  return tapStarts.map((start, i) => {
    const end = tapStarts[i + 1] ?? Infinity;
    return longest(all.filter((x) => x.start >= start - 1 && x.start < end - 1));
  });
}

/** The longest interaction among the entries, INP-style; null when every one took under 16 ms. */
export function longestInteraction(entries: EventEntry[]): number | null {
  return longest(interactions(entries));
}

type Interaction = { start: number; duration: number };

/** The entries grouped by interaction: when it began, and its longest entry. */
function interactions(entries: EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const e of entries) {
    if (!(e.interactionId > 0)) continue;
    const seen = byId.get(e.interactionId);
    byId.set(e.interactionId, { start: Math.min(seen?.start ?? Infinity, e.startTime), duration: Math.max(seen?.duration ?? 0, e.duration) });
  }
  return [...byId.values()];
}

const longest = (list: Interaction[]): number | null => (list.length === 0 ? null : Math.max(...list.map((x) => x.duration)));

/**
 * A paint entry the page recorded: its largest paints ('largest-contentful-paint'), and for a
 * navigation without a new document, Chromium's 'soft-navigation' entry and the largest paint
 * after it ('interaction-contentful-paint', whose largestContentfulPaint it carries).
 */
export type PaintEntry = { type: string; navigationId: string | number | null; lcpStart: number };

/**
 * The next page's largest paint in its document's clock: the last largest paint of a new
 * document; after a client-side navigation (same document), the last interaction paint of the
 * last soft navigation. null when there is none (Chromium saw no soft navigation).
 */
export function nextPaint(paints: PaintEntry[], sameDocument: boolean): number | null {
  if (!sameDocument) return paints.filter((p) => p.type === "largest-contentful-paint").at(-1)?.lcpStart ?? null;
  const soft = paints.filter((p) => p.type === "soft-navigation").at(-1);
  if (!soft) return null;
  return paints.filter((p) => p.type === "interaction-contentful-paint" && p.navigationId === soft.navigationId).at(-1)?.lcpStart ?? null;
}

/** What the next page reports of itself after a click brought it (performance.* of its document). */
export type NextPage = {
  /** performance.timeOrigin: the page's navigation start, epoch ms. */
  timeOrigin: number;
  /** The navigation entry's activationStart: > 0 when the page was prerendered and then shown; 0 after a client-side navigation. */
  activationStart: number;
  /** nextPaint: the next page's largest paint, or null when there was none. */
  lcpStartTime: number | null;
};

/**
 * Milliseconds from the click (epoch ms, the old page's timeOrigin + the click event's timeStamp)
 * to the next page's largest paint. A prerendered page may have painted before it was shown:
 * then the paint counts as happening when it was shown (activation), as web-vitals counts it.
 */
export function clickToLcp(clickEpochMs: number, next: NextPage): number | null {
  if (next.lcpStartTime === null) return null;
  const shown = next.timeOrigin + Math.max(next.lcpStartTime, next.activationStart);
  return Math.round(shown - clickEpochMs);
}

/** The median of the runs' values (the lower middle one of an even count); null when no run has one. */
export function medianOf<Run>(runs: Run[], pick: (run: Run) => number | null | undefined): number | null {
  const known = runs.map(pick).filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
}
