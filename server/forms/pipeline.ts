import type * as z from "zod/mini";
import { firstIssue } from "@/lib/forms/fields";
import type { MessageKey } from "@/lib/forms/messages";
import type { FormState } from "@/lib/forms/state";
import { getDb } from "../db";
import { describeDbError, isDataError, type Db } from "../db/database";
import { serverState, trackSubmission } from "../runtime";
import { refusal } from "./guard";
import type { FormName } from "./rate-limit";
import type { RequestInfo } from "./request";

/** What became of a submission. */
export type Outcome<R> =
  /** Stored (its mail queued), or a bot told so. */
  | { kind: "stored"; result: R }
  /** The visitor's input is wrong: the message says what, the field where. */
  | { kind: "invalid"; message: MessageKey; field?: string }
  /** Refused before reading: a foreign origin, or too many posts (then `retryAfter` seconds). */
  | { kind: "refused"; message: MessageKey; retryAfter?: number }
  /** The database cannot store it now: nothing was stored, the visitor may try again. */
  | { kind: "unavailable" };

export type Invalid = Extract<Outcome<never>, { kind: "invalid" }>;

/** A form: P is what its schema gives, S what is stored (P unless `prepare` makes more of it), R the store's result. */
export type FormPipeline<P, R, S = P> = {
  /** The form's rate limiter, and its name in the log. */
  form: FormName;
  /** The same schema the browser runs (lib/forms). */
  schema: z.ZodMiniType<P>;
  /** Checks the schema cannot make (a CV's content), and what to store; or why not. */
  prepare?: (parsed: P) => Promise<S | Invalid>;
  store: (db: Db, input: S) => Promise<R>;
  /** What a bot is told, so that it does not try again; nothing is stored. */
  botResult: R;
  /** Whether a result queued a mail, so that the outbox worker should wake (default: always). */
  queuedMail?: (result: R) => boolean;
};

const isInvalid = (value: unknown): value is Invalid =>
  typeof value === "object" && value !== null && (value as Invalid).kind === "invalid";

/**
 * The one path of every form (docs/decisions/019-server-actions-with-progressive-enhancement.md):
 * guard (origin, rate limit) → honeypot → the shared schema → extra checks → store → wake the
 * outbox worker. `bot` says whether the hidden honeypot field was filled.
 */
export async function submitForm<P, R, S>(
  pipeline: FormPipeline<P, R, S>,
  raw: unknown,
  { bot, request }: { bot: boolean; request: RequestInfo },
): Promise<Outcome<R>> {
  const refused = await refusal(pipeline.form, request);
  if (refused) return { kind: "refused", ...refused };
  if (bot) return { kind: "stored", result: pipeline.botResult };

  const parsed = pipeline.schema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", ...firstIssue(parsed.error) };
  // Without `prepare`, S is P.
  const input = pipeline.prepare ? await pipeline.prepare(parsed.data) : (parsed.data as unknown as S);
  if (isInvalid(input)) return input;

  try {
    const result = await trackSubmission(async () => pipeline.store(await getDb(), input));
    if (pipeline.queuedMail?.(result) ?? true) serverState().wakeWorker?.();
    return { kind: "stored", result };
  } catch (error) {
    // A value the database refuses fails the same way on every try: the visitor must change it.
    if (isDataError(error)) {
      console.warn(`[forms] ${pipeline.form} refused by the database: ${describeDbError(error)}`);
      return { kind: "invalid", message: "notAccepted" };
    }
    console.error(`[forms] ${pipeline.form} not stored: ${describeDbError(error)}`);
    return { kind: "unavailable" };
  }
}

/** The hidden field is invisible to people; a filled one means a bot. */
export function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** The text fields to give back to the form after an error (never files), bounded in size. */
export function echoValues<F extends string>(form: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 10_000);
  }
  return values;
}

/**
 * The form's answer (lib/forms/state.ts): on success the form is cleared; on an error it gets the
 * visitor's values back, with the message and the field to fix.
 */
export function formAnswer<F extends string>(
  prev: FormState<F>,
  outcome: Outcome<unknown>,
  values: Partial<Record<F, string>>,
  success: "success" | "already" = "success",
): FormState<F> {
  if (outcome.kind === "stored") return { values: {}, status: success, seq: prev.seq + 1 };
  const message = outcome.kind === "unavailable" ? "failed" : outcome.message;
  const field = outcome.kind === "invalid" ? (outcome.field as F | undefined) : undefined;
  return { values, message, ...(field ? { field } : {}), status: "error", seq: prev.seq + 1 };
}
