import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { utilityRoutes } from "@/lib/routes";
import { and, eq, inArray, sql } from "drizzle-orm";
import { newsletterSubscribers as subscribers } from "../db/schema";
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from "../db/database";
import { enqueueMailFrom } from "../mail/outbox";
import { confirmationMail } from "../mail/templates";
import { newToken } from "./tokens";

export type SubscribeResult = "subscribed" | "already";

/**
 * Double opt-in (docs/decisions/021-double-opt-in-pages-act-on-post.md): stores the address as
 * pending and queues the confirmation mail in one statement (both or neither, and one round
 * trip: under load PGlite runs statements one at a time). A pending or confirmed address
 * answers "already"; an unsubscribed one starts over as pending with new tokens.
 * `email` must already be trimmed and lower-cased (the newsletter schema does it).
 */
export async function subscribe(db: Database, input: { email: string; lang: Lang }): Promise<SubscribeResult> {
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const upsert = db
    .insert(subscribers)
    .values({ email: input.email, language: input.lang, confirmToken, unsubscribeToken })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: "pending", language: input.lang, confirmToken, unsubscribeToken, updatedAt: sql`now()`, confirmedAt: null, unsubscribedAt: null },
      setWhere: eq(subscribers.status, "unsubscribed"),
    })
    .returning({ id: subscribers.id });
  const { SITE_URL: site, COMPANY_NAME } = siteConfig();
  const mail = confirmationMail(input.lang, input.email, COMPANY_NAME, {
    confirmUrl: `${site}${utilityRoutes.newsletterConfirm[input.lang]}?token=${confirmToken}`,
    unsubscribeUrl: `${site}${utilityRoutes.newsletterUnsubscribe[input.lang]}?token=${unsubscribeToken}`,
    oneClickUrl: `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  });
  try {
    const { rows } = await db.execute(sql`WITH subscriber AS (${upsert.getSQL()}) ${enqueueMailFrom(sql`subscriber`, mail)}`);
    return rows.length > 0 ? "subscribed" : "already";
  } catch (error) {
    // Two requests for the same new address at the same moment: the loser sees 23505.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return "already";
    throw error;
  }
}

export type ConfirmResult = { status: "confirmed"; unsubscribeToken: string; lang: Lang } | { status: "invalid" };

/** Confirms a pending subscription; confirming twice is fine. */
export async function confirmSubscription(db: Database, token: string): Promise<ConfirmResult> {
  const [row] = await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(subscribers.confirmToken, token), inArray(subscribers.status, ["pending", "confirmed"])))
    .returning({ unsubscribeToken: subscribers.unsubscribeToken, lang: subscribers.language });
  return row ? { status: "confirmed", ...row } : { status: "invalid" };
}

export type UnsubscribeResult = "unsubscribed" | "invalid";

/** Ends a subscription (pending or confirmed). Unsubscribing twice answers the same. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeResult> {
  const rows = await db
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return rows.length > 0 ? "unsubscribed" : "invalid";
}
