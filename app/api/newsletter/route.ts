import { readBodyText } from "@/server/forms/body";
import { NEWSLETTER_MAX_BODY_BYTES, newsletterAnswer } from "@/server/forms/newsletter-endpoint";

export const dynamic = "force-dynamic";

/** The newsletter endpoint under `next dev`, and for requests the site server leaves to Next.js (server/forms/newsletter-endpoint.ts). */
export async function POST(request: Request) {
  const answer = await newsletterAnswer(request.headers, () => readBodyText(request, NEWSLETTER_MAX_BODY_BYTES));
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
