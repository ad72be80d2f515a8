import type { TokenState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { utilityRoutes } from "@/lib/routes";
import { getDb } from "../db";
import { describeDbError } from "../db/database";
import { trackSubmission } from "../runtime";
import { refusal } from "./guard";
import { confirmSubscription, unsubscribe } from "./newsletter-store";
import type { RequestInfo } from "./request";
import { looksLikeToken } from "./tokens";

export async function handleTokenAction(
  kind: "confirm" | "unsubscribe",
  prev: TokenState,
  form: FormData,
  info: RequestInfo,
): Promise<TokenState> {
  const next = (status: TokenState["status"], unsubscribePath?: string): TokenState => ({ status, unsubscribePath, seq: prev.seq + 1 });
  if (await refusal("newsletterToken", info)) return next("error");
  const token = form.get("token");
  if (!looksLikeToken(token)) return next("invalid");
  const lang: Lang = form.get("lang") === "fi" ? "fi" : "en";
  try {
    if (kind === "unsubscribe") return next(await trackSubmission(async () => unsubscribe(await getDb(), token)) === "unsubscribed" ? "done" : "invalid");
    const result = await trackSubmission(async () => confirmSubscription(await getDb(), token));
    if (result.status === "invalid") return next("invalid");
    return next("done", `${utilityRoutes.newsletterUnsubscribe[lang]}?token=${result.unsubscribeToken}`);
  } catch (error) {
    console.error(`[forms] newsletter ${kind} failed: ${describeDbError(error)}`);
    return next("error");
  }
}
