import "server-only";
import { serverConfig } from "../config";

/**
 * Per-IP sliding-window limits, in memory (one instance is enough for this site; with
 * several instances each counts its own visitors, which still stops floods).
 * FORM_RATE_LIMIT sets how many posts per form one address may make in 10 minutes (0: no limit).
 */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_KEYS = 50_000;


export class SlidingWindowLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Records a hit; false when the key is over its limit (the hit is then not counted). */
  hit(key: string, now = Date.now()): boolean {
    if (this.limit === 0) return true;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(key); // re-insert: the map stays ordered by last use
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    return true;
  }

  /** Seconds until the key may post again. */
  retryAfter(key: string, now = Date.now()): number {
    const oldest = this.hits.get(key)?.[0];
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }
}

export type FormName = "newsletter" | "application" | "contact" | "newsletterToken";

const KEY = Symbol.for("ai-solutions-site.rate-limiters");
const store = globalThis as typeof globalThis & { [KEY]?: Map<FormName, SlidingWindowLimiter> };

/** One limiter per form, shared by the server action and the JSON endpoint. */
export function limiterFor(form: FormName): SlidingWindowLimiter {
  store[KEY] ??= new Map();
  let limiter = store[KEY].get(form);
  if (!limiter) {
    const limit = serverConfig().FORM_RATE_LIMIT;
    // Confirm/unsubscribe pages are clicked once per mail; a higher limit still stops token guessing.
    limiter = new SlidingWindowLimiter(form === "newsletterToken" ? limit * 3 : limit);
    store[KEY].set(form, limiter);
  }
  return limiter;
}
