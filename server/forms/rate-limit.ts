import { and, count, eq, lte, min, sql } from "drizzle-orm";
import { serverConfig } from "../config";
import { getDb } from "../db";
import { rateLimitHits as hits } from "../db/schema";
import { describeDbError, type Db } from "../db/database";

/**
 * Per-address sliding-window limits (docs/decisions/020-rate-limiting.md): FORM_RATE_LIMIT posts
 * per form in 10 minutes (0: no limit). With PostgreSQL the counts are in the database, shared
 * by every instance; with PGlite (one process) they are in memory
 * (docs/decisions/010-client-address-and-shared-limits.md).
 */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_KEYS = 50_000;

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

export interface RateLimiter {
  /** Counts a post from `key`, or refuses it (then it is not counted) with the seconds to wait. */
  consume(key: string): Promise<Verdict>;
}

/** Counts in this process, keeping the most recently used MAX_KEYS addresses. */
export class SlidingWindowLimiter implements RateLimiter {
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

  async consume(key: string): Promise<Verdict> {
    return this.hit(key) ? { ok: true } : { ok: false, retryAfter: this.retryAfter(key) };
  }
}

// Advisory lock class of the rate-limit buckets (the second key is the bucket's hash).
const BUCKET_LOCK = 721_005;

/**
 * Counts in PostgreSQL: one row per counted post, read and written under a per-bucket advisory
 * lock so that instances posting at once never let more than the limit through. When the
 * database does not answer, this instance falls back to counting in memory.
 */
export class SharedLimiter implements RateLimiter {
  private readonly fallback: SlidingWindowLimiter;
  private degraded = false;
  /** The count running for each bucket: one at a time per instance, so that a burst from one address waits here, not holding the pool's connections on the bucket's lock. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly form: FormName,
    private readonly limit: number,
  ) {
    this.fallback = new SlidingWindowLimiter(limit);
  }

  async consume(key: string): Promise<Verdict> {
    if (this.limit === 0) return { ok: true };
    const bucket = `${this.form}:${key}`;
    const before = this.running.get(bucket) ?? Promise.resolve();
    const mine = before.then(() => this.countOrFallBack(bucket, key));
    const settled = mine.catch(() => undefined);
    this.running.set(bucket, settled);
    void settled.then(() => this.running.get(bucket) === settled && this.running.delete(bucket));
    return mine;
  }

  private async countOrFallBack(bucket: string, key: string): Promise<Verdict> {
    try {
      const verdict = await this.count(await this.db(), bucket);
      this.degraded = false;
      return verdict;
    } catch (error) {
      if (!this.degraded) console.error(`[forms] rate-limit counts unavailable, counting in memory: ${describeDbError(error)}`);
      this.degraded = true;
      return this.fallback.consume(key);
    }
  }

  private count(db: Db, bucket: string): Promise<Verdict> {
    const windowStart = sql`(now() - make_interval(secs => ${WINDOW_MS / 1000}))`;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${BUCKET_LOCK}, hashtext(${bucket}))`);
      await tx.delete(hits).where(and(eq(hits.bucket, bucket), lte(hits.hitAt, windowStart)));
      const [recent] = await tx
        .select({ n: count(), retryAfter: sql<string | null>`ceil(extract(epoch from ${min(hits.hitAt)} - ${windowStart}))` })
        .from(hits)
        .where(eq(hits.bucket, bucket));
      if (recent && recent.n >= this.limit) return { ok: false, retryAfter: Math.max(1, Number(recent.retryAfter)) };
      await tx.insert(hits).values({ bucket });
      return { ok: true };
    });
  }
}

export type FormName = "newsletter" | "application" | "contact" | "newsletterToken";

const KEY = Symbol.for("ai-solutions-site.rate-limiters");
const store = globalThis as typeof globalThis & { [KEY]?: Map<FormName, RateLimiter> };

/** One limiter per form, shared by the form's post to its page and the JSON endpoint. */
export function limiterFor(form: FormName): RateLimiter {
  store[KEY] ??= new Map();
  let limiter = store[KEY].get(form);
  if (!limiter) {
    const { FORM_RATE_LIMIT, DATABASE_URL } = serverConfig();
    // Confirm/unsubscribe pages are clicked once per mail; a higher limit still stops token guessing.
    const limit = form === "newsletterToken" ? FORM_RATE_LIMIT * 3 : FORM_RATE_LIMIT;
    limiter = DATABASE_URL ? new SharedLimiter(getDb, form, limit) : new SlidingWindowLimiter(limit);
    store[KEY].set(form, limiter);
  }
  return limiter;
}
