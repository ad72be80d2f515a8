import { getDb } from "@/server/db";
import { unsubscribe } from "@/server/forms/newsletter-store";
import { looksLikeToken } from "@/server/forms/tokens";

export const dynamic = "force-dynamic";

/**
 * One-click unsubscribe (RFC 8058): mail programs POST here from the List-Unsubscribe header.
 * The token is the authorisation, so there is no origin check; GET does nothing, so that
 * link scanners cannot unsubscribe anyone.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return new Response(null, { status: 400 });
  try {
    const result = await unsubscribe(await getDb(), token);
    return new Response(null, { status: result === "unsubscribed" ? 200 : 404 });
  } catch (error) {
    console.error("[forms] one-click unsubscribe failed:", error);
    return new Response(null, { status: 503 });
  }
}
