import type { MessageKey } from "@/lib/forms/messages";
import { limiterFor, type FormName } from "./rate-limit";
import { isSameOrigin, type RequestInfo } from "./request";

export type Refusal = { message: MessageKey; retryAfter?: number };

/**
 * Why a post is refused before it is even read: foreign origin or too many posts. A post the site
 * server already counted against this form's limit (a large one, before reading it) is not counted twice.
 */
export async function refusal(form: FormName, info: RequestInfo): Promise<Refusal | undefined> {
  if (!isSameOrigin(info)) return { message: "failed" };
  if (info.received?.countedFor === form) return undefined;
  const verdict = await limiterFor(form).consume(info.ip);
  return verdict.ok ? undefined : { message: "rateLimited", retryAfter: verdict.retryAfter };
}
