import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { clickToLcp, longestInteraction, mark, medianOf, nextPaint, readingSteps, tapDurations, traceFigures, type TraceEvent } from "../../visit-figures";

const RENDERER = 20;
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
/** A task on the renderer's main thread: start and wall time in ms, CPU time in ms (default = wall). */
const task = (startMs: number, wallMs: number, cpuMs = wallMs, pid = RENDERER, tid = RENDERER): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
/** A performance.mark() the page made, as the trace records it. */
const userMark = (name: string, atMs: number): TraceEvent => ({ name, cat: "blink.user_timing", ph: "R", pid: RENDERER, tid: RENDERER, ts: atMs * 1000 });
const request = (atMs: number, id: string, resourceType: string, pid = RENDERER): TraceEvent => ({
  name: "ResourceSendRequest",
  ph: "I",
  pid,
  tid: pid,
  ts: atMs * 1000,
  args: { data: { requestId: id, resourceType } },
});
const finish = (atMs: number, id: string, bytes: number): TraceEvent => ({
  name: "ResourceFinish",
  ph: "I",
  pid: RENDERER,
  tid: RENDERER,
  ts: atMs * 1000,
  args: { data: { requestId: id, encodedDataLength: bytes } },
});

const trace: TraceEvent[] = [
  thread(RENDERER, RENDERER, "CrRendererMain"),
  thread(RENDERER, 21, "Compositor"),
  thread(1, 1, "CrBrowserMain"),
  task(0, 30, 10),
  // A task nested in another (a nested run loop) counts once, through the outer one.
  task(100, 120, 80),
  task(150, 20),
  // Other threads and processes do not count.
  task(300, 500, 500, RENDERER, 21),
  task(300, 500, 500, 1, 1),
  task(1000, 60),
  request(5, "a", "Script"),
  finish(40, "a", 2048),
  request(6, "b", "Fetch"),
  finish(50, "b", 1024),
  request(1001, "c", "Script"),
  finish(1100, "c", 1024 * 150),
  userMark("bench:link", 900),
];

describe("traceFigures", () => {
  it("sums the top-level tasks of the renderer main threads, CPU and wall, and the script bytes", () => {
    assert.deepEqual(traceFigures(trace), {
      scriptKB: 152,
      kBByType: { Script: 152, Fetch: 1 },
      tasksMs: 10 + 80 + 60,
      tasksWallMs: 30 + 120 + 60,
      blockingMs: 30 + 10,
      longestTaskMs: 80,
    });
  });

  it("splits a trace at a mark the page made", () => {
    const split = mark(trace, "bench:link")!;
    assert.deepEqual(split, { ts: 900_000, pid: RENDERER });
    const before = traceFigures(trace, { fromUs: -Infinity, toUs: split.ts });
    const after = traceFigures(trace, { fromUs: split.ts, toUs: Infinity });
    assert.deepEqual([before.tasksMs, before.scriptKB], [90, 2]);
    assert.deepEqual([after.tasksMs, after.scriptKB], [60, 150]);
  });

  it("keeps to the processes a window admits (the page's renderer, or the others: pages prerendered ahead)", () => {
    const other = [thread(77, 7, "CrRendererMain"), task(400, 40, 40, 77, 7), request(410, "d", "Script", 77), finish(420, "d", 4096)];
    const withOther = [...trace, ...other];
    const own = traceFigures(withOther, { fromUs: -Infinity, toUs: 900_000, pids: (pid) => pid === RENDERER });
    const ahead = traceFigures(withOther, { fromUs: -Infinity, toUs: 900_000, pids: (pid) => pid !== RENDERER });
    assert.deepEqual([own.tasksMs, own.scriptKB], [90, 2]);
    assert.deepEqual([ahead.tasksMs, ahead.scriptKB], [40, 4]);
  });

  it("reads nothing from a trace without a renderer or requests", () => {
    const { scriptKB, tasksMs, blockingMs } = traceFigures([task(0, 100)]);
    assert.deepEqual({ scriptKB, tasksMs, blockingMs }, { scriptKB: 0, tasksMs: 0, blockingMs: 0 });
    assert.equal(mark(trace, "no such mark"), null);
  });
});

describe("readingSteps", () => {
  const link = { ts: 900_000, pid: RENDERER };
  const marks = { menu: "bench:menu", pricing: "bench:pricing" };
  const other = [thread(77, 7, "CrRendererMain"), task(200, 40, 40, 77, 7)];

  it("splits the page's own tasks before the link's tap at the menu's and the pricing switch's marks", () => {
    const events = [...trace, ...other, userMark("bench:menu", 90), userMark("bench:pricing", 140)];
    // The task at 100 ms (80 ms CPU) is the menu's; the one at 150 ms, nested in it, counts once; 0-30 ms is the swipe's.
    assert.deepEqual(readingSteps(events, link, marks), { swipe: 10, menu: 80, pricing: 0 });
  });

  it("gives the menu every task up to the link's tap where the page has no pricing switch", () => {
    assert.deepEqual(readingSteps([...trace, userMark("bench:menu", 90)], link, marks), { swipe: 10, menu: 80, pricing: null });
  });
});

describe("tapDurations", () => {
  const entry = (name: string, startTime: number, duration: number, interactionId: number) => ({ name, startTime, duration, interactionId });

  it("gives each tap its interaction's longest entry, and null when it stayed under the threshold", () => {
    const entries = [
      entry("pointerdown", 1000, 40, 7),
      entry("pointerup", 1050, 96, 7),
      entry("click", 1052, 88, 7),
      // Not an interaction (a pointermove, say): left out.
      entry("pointermove", 1060, 300, 0),
      entry("pointerup", 1150, 256, 9),
    ];
    assert.deepEqual(tapDurations(entries, [1000, 1100]), [96, 256]);
    assert.deepEqual(tapDurations(entries.slice(0, 3), [1000, 1100]), [96, null]);
    assert.deepEqual(tapDurations([], [1000]), [null]);
  });

  it("ends a tap's interactions where the next tap begins, so a later, slower one is not the second tap's", () => {
    const entries = [entry("pointerup", 1000, 24, 7), entry("pointerup", 1100, 32, 8), entry("pointerup", 2500, 1080, 12)];
    assert.deepEqual(tapDurations(entries, [1000, 1100, 2500]).slice(0, 2), [24, 32]);
    assert.equal(longestInteraction(entries), 1080);
    assert.equal(longestInteraction([entry("pointermove", 1060, 300, 0)]), null);
  });
});

describe("click to the next page's largest paint", () => {
  const paints = [
    { type: "largest-contentful-paint", navigationId: 1, lcpStart: 300 },
    { type: "largest-contentful-paint", navigationId: 1, lcpStart: 420 },
  ];

  it("takes a new document's last largest paint", () => {
    assert.equal(nextPaint(paints, false), 420);
    assert.equal(clickToLcp(10_000, { timeOrigin: 10_050, activationStart: 0, lcpStartTime: 420 }), 470);
  });

  it("counts a prerendered page's paint from when it was shown", () => {
    assert.equal(clickToLcp(10_000, { timeOrigin: 9_000, activationStart: 1_030, lcpStartTime: 400 }), 30);
    assert.equal(clickToLcp(10_000, { timeOrigin: 9_000, activationStart: 1_030, lcpStartTime: 1_090 }), 90);
    assert.equal(clickToLcp(10_000, { timeOrigin: 9_000, activationStart: 0, lcpStartTime: null }), null);
  });

  it("after a client-side navigation, takes the last interaction paint of the last soft navigation", () => {
    const soft = [
      ...paints,
      { type: "soft-navigation", navigationId: 2, lcpStart: 2000 },
      { type: "interaction-contentful-paint", navigationId: 2, lcpStart: 2100 },
      { type: "interaction-contentful-paint", navigationId: 2, lcpStart: 2180 },
    ];
    assert.equal(nextPaint(soft, true), 2180);
    assert.equal(nextPaint(paints, true), null);
  });
});

describe("medianOf", () => {
  const run = (tasksMs: number | null) => ({ reading: tasksMs === null ? null : { all: { tasksMs } } });

  it("takes the lower middle of the runs that have the figure", () => {
    assert.equal(medianOf([run(30), run(10), run(20), run(40)], (r) => r.reading?.all.tasksMs), 20);
    assert.equal(medianOf([run(null), run(50)], (r) => r.reading?.all.tasksMs), 50);
    assert.equal(medianOf([run(null)], (r) => r.reading?.all.tasksMs), null);
  });
});
