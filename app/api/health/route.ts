import { checkDb } from "@/server/db/health";

export const dynamic = "force-dynamic";

/** 200 when the site can store submissions, 503 when the database does not answer. */
export async function GET() {
  const db = await checkDb();
  return Response.json({ status: db ? "ok" : "unavailable", database: db ? "ok" : "down" }, { status: db ? 200 : 503 });
}
