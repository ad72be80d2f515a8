// The framework gate (docs/decisions/033-framework-scripts-on-first-interaction.md): an inline
// script in every page's <head> that keeps the framework from loading until the visitor uses a
// control whose enhanced behaviour needs it: focuses, or presses a pointer inside, one of the
// site's forms, or clicks a [data-replay] control. Reading, scrolling (a touch scroll starts with
// a pointerdown, even on a form, and ends in a pointercancel), the menus, the FAQ, the switches
// and links never load it: they work from HTML and CSS. Every control works without it.
//
// - Turbopack starts the app with one push to globalThis.TURBOPACK that is not a chunk (the
//   runtime entry). The gate holds that push back, also once the runtime has replaced the array,
//   and lets it through when the framework is needed. This alone defers hydration on pages
//   rendered per request (404, newsletter links), which keep Next's own script tags.
// - On prerendered pages delivery/build/defer-scripts.ts has moved the script list and the flight
//   data (the React payload) out of the HTML into a JSON block: the gate then adds the scripts,
//   fetches the flight data, hands it to Next (self.__next_f) and only then lets the entry through.
// - A click on a [data-replay] element before hydration is remembered (aria-busy) and replayed
//   once <html data-hydrated> appears; if that takes too long, a link is followed instead and any
//   other element gets data-replay="failed" so its alternative can show.
// The build compiles this file to a minified script (delivery/build/compile-gate.ts), whose
// exact text is inlined and hashed for the Content-Security-Policy.
import { FRAMEWORK_DATA_ID, NEEDS_FRAMEWORK, REPLAY_WAIT_MS } from "./ids";

type Pushable = { push(entry: unknown): unknown };
type GateWindow = Window & { TURBOPACK?: Pushable; __next_f?: unknown[] };
type FrameworkData = { scripts?: string[]; flight?: string };

/** Holds Turbopack's runtime entry (a push that is not a chunk's array) until `isReleased()`. */
export function holdRuntimeEntry(w: GateWindow, isReleased: () => boolean): () => void {
  const held: unknown[] = [];
  const gate = (target: Pushable) => {
    const push = target.push;
    target.push = (entry: unknown) => (isReleased() || Array.isArray(entry) ? push.call(target, entry) : held.push(entry));
    return target;
  };
  let current = gate(w.TURBOPACK || []);
  Object.defineProperty(w, "TURBOPACK", { configurable: true, get: () => current, set: (value: Pushable) => void (current = gate(value)) });
  return () => held.forEach((entry) => current.push(entry));
}

/** Adds the page's framework scripts and, when the page has its flight data apart, fetches it for Next; then `release`. */
function loadFramework(w: GateWindow, release: () => void): void {
  const d = w.document;
  const block = d.getElementById(FRAMEWORK_DATA_ID);
  const data: FrameworkData = block ? JSON.parse(block.textContent || "{}") : {};
  (data.scripts || []).forEach((url) => {
    const script = d.createElement("script");
    script.src = url;
    script.async = true;
    d.head.appendChild(script);
  });
  if (!data.flight) return release();
  // No flight data, no hydration: the page stays as the HTML made it, which works.
  fetch(data.flight)
    .then((response) => {
      if (!response.ok) throw response.status;
      return response.text();
    })
    .then(
      (text) => {
        (w.__next_f = w.__next_f || []).push([1, text]);
        release();
      },
      () => undefined,
    );
}

export function frameworkGate(w: GateWindow): void {
  const d = w.document;
  const root = d.documentElement;
  let released = false;
  let started = false;
  let pending: HTMLElement | null = null;
  const releaseEntry = holdRuntimeEntry(w, () => released);
  const release = () => {
    released = true;
    releaseEntry();
  };
  // A press ends in pointerup; a touch scroll, even one that starts on a form, in pointercancel.
  const triggers = ["pointerup", "focusin"];

  const start = () => {
    if (started) return;
    started = true;
    triggers.forEach((name) => w.removeEventListener(name, onTrigger, true));
    if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", () => loadFramework(w, release));
    else loadFramework(w, release);
  };
  /** A focus or a pointer press (down and up, not a scroll) inside a form that needs the framework. */
  const onTrigger = (event: Event) => {
    const target = event.target as Element | null;
    if (target && target.closest && target.closest(NEEDS_FRAMEWORK)) start();
  };
  triggers.forEach((name) => w.addEventListener(name, onTrigger, true));

  d.addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute("data-hydrated") || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      const el = target && target.closest ? (target.closest("[data-replay]") as HTMLElement | null) : null;
      if (!el) return;
      event.preventDefault();
      pending = el;
      el.setAttribute("aria-busy", "true");
      start();
      setTimeout(() => {
        if (pending !== el) return;
        pending = null;
        el.removeAttribute("aria-busy");
        if (el instanceof HTMLAnchorElement) location.assign(el.href);
        else el.setAttribute("data-replay", "failed");
      }, REPLAY_WAIT_MS);
    },
    true,
  );
  new MutationObserver(() => {
    if (!pending || !root.hasAttribute("data-hydrated")) return;
    const el = pending;
    pending = null;
    el.removeAttribute("aria-busy");
    el.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}
