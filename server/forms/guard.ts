import "server-only";
import type { MessageKey } from "@/lib/forms/messages";
import { limiterFor, type FormName } from "./rate-limit";
import { isSameOrigin, type RequestInfo } from "./request";

export type Refusal = { message: MessageKey; retryAfter?: number };

/** Why a post is refused before it is even read: foreign origin or too many posts. */
export async function refusal(form: FormName, info: RequestInfo): Promise<Refusal | undefined> {
  if (!isSameOrigin(info)) return { message: "failed" };
  const verdict = await limiterFor(form).consume(info.ip);
  return verdict.ok ? undefined : { message: "rateLimited", retryAfter: verdict.retryAfter };
}
