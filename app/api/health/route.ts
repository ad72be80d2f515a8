import { checkDb } from "@/server/db/health";

export const dynamic = "force-dynamic";

/** 200 when the site can store submissions, 503 when the database does not answer. Never cached, like all of /api. */
export async function GET() {
  const db = await checkDb();
  const body = { status: db ? "ok" : "unavailable", database: db ? "ok" : "down" };
  return Response.json(body, { status: db ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
