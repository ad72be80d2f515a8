import { formText } from "@/content/forms";
import { newsletterSchema, type NewsletterInput } from "@/lib/forms/newsletter-schema";
import { HONEYPOT_FIELD, type FormState } from "@/lib/forms/state";
import { subscribe, type SubscribeResult } from "./newsletter-store";
import { echoValues, formAnswer, honeypotFilled, submitForm, type FormPipeline } from "./pipeline";
import { requestInfo, type RequestInfo } from "./request";

/** The one subscribe path behind both the form (server/http/page-form-posts.ts) and the JSON endpoint (server/http/api.ts). */
const newsletter: FormPipeline<NewsletterInput, SubscribeResult> = {
  form: "newsletter",
  schema: newsletterSchema,
  store: subscribe,
  botResult: "subscribed",
  queuedMail: (result) => result === "subscribed",
};

export async function handleNewsletter(prev: FormState<"email">, form: FormData, info: RequestInfo): Promise<FormState<"email">> {
  const input = { email: form.get("email"), lang: form.get("lang") };
  const outcome = await submitForm(newsletter, input, { bot: honeypotFilled(form.get(HONEYPOT_FIELD)), request: info });
  // The field is cleared on success and on "already subscribed" (docs/product.md#newsletter-form).
  const already = outcome.kind === "stored" && outcome.result === "already";
  return formAnswer(prev, outcome, echoValues(form, ["email"] as const), already ? "already" : "success");
}

/** A JSON post to the endpoint is an address and a language: a few hundred bytes. */
export const NEWSLETTER_MAX_BODY_BYTES = 4 * 1024;

export type JsonAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/**
 * POST {email, lang} (`text`, undefined when the body was over NEWSLETTER_MAX_BODY_BYTES): the
 * subscription for scripts and JavaScript clients. 201 subscribed, 200 already subscribed, 422
 * invalid address, 429 too many requests, 403 cross-origin, 413 body too large, 400 not JSON, 503
 * database unavailable.
 */
export async function newsletterJsonAnswer(headers: Headers, text: string | undefined): Promise<JsonAnswer> {
  if (text === undefined) return { status: 413, body: { status: "error", error: "too_large" } };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: { status: "error", error: "bad_json" } };
  }
  const input = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const outcome = await submitForm(newsletter, { email: input.email, lang: input.lang }, { bot: honeypotFilled(input.website), request: requestInfo(headers) });
  const t = formText[input.lang === "fi" ? "fi" : "en"];
  switch (outcome.kind) {
    case "stored":
      return outcome.result === "subscribed"
        ? { status: 201, body: { status: "subscribed", message: t.newsletter.successTitle } }
        : { status: 200, body: { status: "already", message: t.newsletter.alreadyDescription } };
    case "invalid":
      return { status: 422, body: { status: "error", error: outcome.message, message: t.messages[outcome.message] } };
    case "refused":
      if (outcome.message !== "rateLimited") return { status: 403, body: { status: "error", error: "cross_origin" } };
      return { status: 429, body: { status: "error", error: "rate_limited", message: t.messages.rateLimited }, headers: { "Retry-After": String(outcome.retryAfter ?? 60) } };
    case "unavailable":
      return { status: 503, body: { status: "error", error: "unavailable", message: t.messages.failed }, headers: { "Retry-After": "30" } };
  }
}
