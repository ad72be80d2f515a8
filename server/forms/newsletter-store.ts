import "server-only";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { utilityRoutes } from "@/lib/routes";
import type { Db } from "../db/types";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { confirmationMail } from "../mail/templates";
import { newToken } from "./tokens";

export type SubscribeResult = "subscribed" | "already";

export function newsletterLinks(lang: Lang, confirmToken: string, unsubscribeToken: string) {
  const site = siteConfig().SITE_URL;
  return {
    confirmUrl: `${site}${utilityRoutes.newsletterConfirm[lang]}?token=${confirmToken}`,
    unsubscribeUrl: `${site}${utilityRoutes.newsletterUnsubscribe[lang]}?token=${unsubscribeToken}`,
    oneClickUrl: `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  };
}

/**
 * Double opt-in (docs/decisions/021-double-opt-in-pages-act-on-post.md): stores the address as pending and queues the confirmation mail in the
 * same transaction. A pending or confirmed address answers "already"; an unsubscribed one
 * starts over as pending with new tokens.
 * `email` must already be trimmed and lower-cased (the newsletter schema does it).
 */
export async function subscribe(db: Db, input: { email: string; lang: Lang }): Promise<SubscribeResult> {
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO newsletter_subscribers (email, language, confirm_token, unsubscribe_token)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET
           status = 'pending', language = EXCLUDED.language, confirm_token = EXCLUDED.confirm_token,
           unsubscribe_token = EXCLUDED.unsubscribe_token, updated_at = now(), confirmed_at = NULL, unsubscribed_at = NULL
         WHERE newsletter_subscribers.status = 'unsubscribed'
         RETURNING id`,
        [input.email, input.lang, confirmToken, unsubscribeToken],
      );
      if (rows.length === 0) return "already";
      const links = newsletterLinks(input.lang, confirmToken, unsubscribeToken);
      await enqueueMail(tx, confirmationMail(input.lang, input.email, siteConfig().COMPANY_NAME, links));
      return "subscribed";
    });
  } catch (error) {
    // Two requests for the same new address at the same moment: the loser sees 23505.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return "already";
    throw error;
  }
}

export type ConfirmResult = { status: "confirmed"; unsubscribeToken: string; lang: Lang } | { status: "invalid" };

/** Confirms a pending subscription; confirming twice is fine. */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmResult> {
  const { rows } = await db.query<{ unsubscribe_token: string; language: Lang }>(
    `UPDATE newsletter_subscribers
     SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), updated_at = now()
     WHERE confirm_token = $1 AND status IN ('pending', 'confirmed')
     RETURNING unsubscribe_token, language`,
    [token],
  );
  const row = rows[0];
  return row ? { status: "confirmed", unsubscribeToken: row.unsubscribe_token, lang: row.language } : { status: "invalid" };
}

export type UnsubscribeResult = "unsubscribed" | "invalid";

/** Ends a subscription (pending or confirmed). Unsubscribing twice answers the same. */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeResult> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE newsletter_subscribers
     SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
     WHERE unsubscribe_token = $1
     RETURNING id`,
    [token],
  );
  return rows.length > 0 ? "unsubscribed" : "invalid";
}
