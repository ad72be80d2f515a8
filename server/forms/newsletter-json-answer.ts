import { formText } from "@/content/forms";
import { BodyTooLargeError } from "./body";
import { subscribeRequest } from "./handle-newsletter";
import { honeypotFilled } from "./pipeline";
import { requestInfo } from "./request";

/** A JSON post to the endpoint is an address and a language: a few hundred bytes. */
export const NEWSLETTER_MAX_BODY_BYTES = 4 * 1024;

export type JsonAnswer = { status: number; body: Record<string, unknown>; headers: Record<string, string> };

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): JsonAnswer {
  return { status, body, headers: { "Cache-Control": "no-store", ...headers } };
}

/**
 * POST {email, lang}: the newsletter subscription for scripts and JavaScript clients, through the
 * same service as the form. 201 subscribed, 200 already subscribed, 422 invalid address,
 * 429 too many requests, 403 cross-origin, 413 body too large, 400 not JSON, 503 database
 * unavailable. Served at /api/newsletter by the site's HTTP server itself (server/http/api.ts,
 * server/http/newsletter-post-direct.ts).
 */
export async function newsletterAnswer(headers: Headers, readBody: () => Promise<string>): Promise<JsonAnswer> {
  const info = requestInfo(headers);
  let body: unknown;
  try {
    body = JSON.parse(await readBody());
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { status: "error", error: "too_large" });
    return json(400, { status: "error", error: "bad_json" });
  }
  const input = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const outcome = await subscribeRequest(input, { bot: honeypotFilled(input.website), request: info });
  const t = formText[input.lang === "fi" ? "fi" : "en"];
  switch (outcome.kind) {
    case "stored":
      return outcome.result === "subscribed"
        ? json(201, { status: "subscribed", message: t.newsletter.successTitle })
        : json(200, { status: "already", message: t.newsletter.alreadyDescription });
    case "invalid":
      return json(422, { status: "error", error: outcome.message, message: t.messages[outcome.message] });
    case "refused":
      if (outcome.message === "rateLimited") {
        const retryAfter = { "Retry-After": String(outcome.retryAfter ?? 60) };
        return json(429, { status: "error", error: "rate_limited", message: t.messages.rateLimited }, retryAfter);
      }
      return json(403, { status: "error", error: "cross_origin" });
    case "unavailable":
      return json(503, { status: "error", error: "unavailable", message: t.messages.failed }, { "Retry-After": "30" });
  }
}
