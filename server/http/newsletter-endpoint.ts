import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { baseSecurityHeaders, nonPagePolicyHeaders } from "@/lib/security/policy";
import { BodyTooLargeError } from "@/server/forms/body";
import { NEWSLETTER_MAX_BODY_BYTES, newsletterAnswer } from "@/server/forms/newsletter-endpoint";

/**
 * The site server answers the newsletter's JSON posts itself, with the same service and headers
 * as app/api/newsletter/route.ts, and without Next.js's request machinery, which cost more than
 * storing the subscription (docs/decisions/034-database-statements-take-turns.md). A query
 * leaves the post to Next.js.
 */
export function isNewsletterPost(req: Pick<IncomingMessage, "method" | "url">): boolean {
  return req.method === "POST" && req.url === "/api/newsletter";
}

const policyHeaders = Object.fromEntries([...baseSecurityHeaders, ...nonPagePolicyHeaders].map(({ key, value }) => [key, value]));

function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}

/** The body as text, refusing more than `limit` bytes whatever Content-Length says; `whole` says whether all of it was read. */
function readBody(req: IncomingMessage, limit: number, read: { whole: boolean }): Promise<string> {
  if (Number(req.headers["content-length"] ?? "0") > limit) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      reject(new BodyTooLargeError());
    });
    req.on("end", () => {
      read.whole = true;
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", reject);
  });
}

export async function answerNewsletterPost(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = { whole: false };
  const answer = await newsletterAnswer(webHeaders(req), () => readBody(req, NEWSLETTER_MAX_BODY_BYTES, read));
  res.writeHead(answer.status, {
    ...policyHeaders,
    "Content-Type": "application/json",
    ...answer.headers,
    // An unread body would be taken for the next request on this connection.
    ...(read.whole ? {} : { Connection: "close" }),
  });
  res.end(JSON.stringify(answer.body));
}
