import { Readable } from "node:stream";
import { readBodyText } from "@/server/forms/body";
import { NEWSLETTER_MAX_BODY_BYTES, newsletterAnswer } from "@/server/forms/newsletter-json-answer";

export const dynamic = "force-dynamic";

/** The newsletter endpoint under `next dev`, and for requests the site server leaves to Next.js (server/forms/newsletter-json-answer.ts). */
export async function POST(request: Request) {
  const body = Readable.fromWeb((request.body ?? new Blob().stream()) as import("node:stream/web").ReadableStream);
  const answer = await newsletterAnswer(request.headers, () => readBodyText(body, NEWSLETTER_MAX_BODY_BYTES, request.headers.get("content-length")));
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
