import { getDb } from "@/server/db";
import { describeDbError } from "@/server/db/database";
import { unsubscribe } from "@/server/forms/newsletter-store";
import { looksLikeToken } from "@/server/forms/tokens";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * One-click unsubscribe (RFC 8058): mail programs POST here from the List-Unsubscribe header.
 * The token is the authorisation, so there is no origin check; GET does nothing, so that
 * link scanners cannot unsubscribe anyone.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return new Response(null, { status: 400, headers: noStore });
  try {
    const result = await unsubscribe(await getDb(), token);
    return new Response(null, { status: result === "unsubscribed" ? 200 : 404, headers: noStore });
  } catch (error) {
    console.error(`[forms] one-click unsubscribe failed: ${describeDbError(error)}`);
    return new Response(null, { status: 503, headers: noStore });
  }
}
