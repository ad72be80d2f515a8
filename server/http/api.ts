import type { IncomingMessage, ServerResponse } from "node:http";
import { getDb } from "@/server/db";
import { describeDbError } from "@/server/db/database";
import { checkDb } from "@/server/db/health";
import { readBody } from "@/server/forms/body";
import { NEWSLETTER_MAX_BODY_BYTES, newsletterJsonAnswer } from "@/server/forms/handle-newsletter";
import { unsubscribe } from "@/server/forms/newsletter-store";
import { looksLikeToken } from "@/server/forms/tokens";
import { exampleDetails } from "@/server/startup";
import { noStoreHeaders as noStore, webHeaders } from "./headers";

/**
 * The site's small HTTP API, answered by the site server itself (README, "Forms and data"), with
 * no framework's request machinery, which cost more than storing a subscription
 * (docs/decisions/034-database-statements-take-turns.md).
 */

const jsonHeaders = { ...noStore, "Content-Type": "application/json" };

/**
 * 200 when the site can store submissions, 503 when the database does not answer; with the
 * settings still at their example value, so that a monitor sees a site not ready to go live.
 */
async function health(res: ServerResponse): Promise<void> {
  const db = await checkDb();
  const body = { status: db ? "ok" : "unavailable", database: db ? "ok" : "down", exampleDetails: exampleDetails() };
  res.writeHead(db ? 200 : 503, jsonHeaders).end(JSON.stringify(body));
}

/** The newsletter's JSON post: a body declared or found over its limit is left unread (413). */
async function newsletterPost(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const declared = Number(req.headers["content-length"] ?? "0");
  const body = declared > NEWSLETTER_MAX_BODY_BYTES ? undefined : await readBody(req, NEWSLETTER_MAX_BODY_BYTES);
  const answer = await newsletterJsonAnswer(webHeaders(req.headers), body?.toString("utf8"));
  // An unread body would be taken for the next request on this connection.
  res.writeHead(answer.status, { ...jsonHeaders, ...answer.headers, ...(body ? {} : { Connection: "close" }) }).end(JSON.stringify(answer.body));
}

/**
 * One-click unsubscribe (RFC 8058): mail programs POST here from the List-Unsubscribe header.
 * The token is the authorisation, so there is no origin check; GET does nothing, so that link
 * scanners cannot unsubscribe anyone.
 */
async function oneClickUnsubscribe(url: URL, res: ServerResponse): Promise<void> {
  const token = url.searchParams.get("token");
  if (!looksLikeToken(token)) return void res.writeHead(400, noStore).end();
  try {
    const result = await unsubscribe(await getDb(), token);
    res.writeHead(result === "unsubscribed" ? 200 : 404, noStore).end();
  } catch (error) {
    console.error(`[forms] one-click unsubscribe failed: ${describeDbError(error)}`);
    res.writeHead(503, noStore).end();
  }
}

/** Answers a request of the API and says so, or leaves it (false). */
export async function answerApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? "/", "http://site");
  if (req.method === "POST" && req.url === "/api/newsletter") await newsletterPost(req, res);
  else if (url.pathname === "/api/health" && req.method !== "POST") await health(res);
  else if (url.pathname === "/api/newsletter/unsubscribe" && req.method === "POST") await oneClickUnsubscribe(url, res);
  else return false;
  return true;
}
