import { formText } from "@/content/forms";
import { BodyTooLargeError, readBodyText } from "@/server/forms/body";
import { subscribeRequest } from "@/server/forms/handle-newsletter";
import { honeypotFilled } from "@/server/forms/pipeline";
import { requestInfo } from "@/server/forms/request";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 4 * 1024;

function json(status: number, body: Record<string, unknown>, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * POST {email, lang}: the newsletter subscription for scripts and JavaScript clients, through the
 * same service as the form. 201 subscribed, 200 already subscribed, 422 invalid address,
 * 429 too many requests, 403 cross-origin, 413 body too large, 503 database unavailable.
 */
export async function POST(request: Request) {
  const info = requestInfo(request.headers);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY_BYTES));
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
