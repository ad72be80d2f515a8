import type { IncomingMessage, ServerResponse } from "node:http";
import { readBodyText } from "@/server/forms/body";
import { NEWSLETTER_MAX_BODY_BYTES, newsletterAnswer } from "@/server/forms/newsletter-json-answer";
import { nonPageHeaders, webHeaders } from "./headers";

/**
 * The site server answers the newsletter's JSON posts itself, with no framework's request
 * machinery, which cost more than storing the subscription
 * (docs/decisions/034-database-statements-take-turns.md).
 */
export function isNewsletterPost(req: Pick<IncomingMessage, "method" | "url">): boolean {
  return req.method === "POST" && req.url === "/api/newsletter";
}

export async function answerNewsletterPost(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let whole = false;
  const read = async () => {
    const text = await readBodyText(req.iterator({ destroyOnReturn: false }), NEWSLETTER_MAX_BODY_BYTES, req.headers["content-length"]);
    whole = true;
    return text;
  };
  const answer = await newsletterAnswer(webHeaders(req.headers), read);
  res.writeHead(answer.status, {
    ...nonPageHeaders,
    "Content-Type": "application/json",
    ...answer.headers,
    // An unread body would be taken for the next request on this connection.
    ...(whole ? {} : { Connection: "close" }),
  });
  res.end(JSON.stringify(answer.body));
}
