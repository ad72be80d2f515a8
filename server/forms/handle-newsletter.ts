import "server-only";
import { firstIssue } from "@/lib/forms/fields";
import type { MessageKey } from "@/lib/forms/messages";
import { newsletterSchema } from "@/lib/forms/newsletter-schema";
import type { FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { getDb } from "../db";
import { serverState, trackSubmission } from "../runtime";
import { isBot, answer, echoValues, refusal } from "./guard";
import { subscribe } from "./newsletter-store";
import type { RequestInfo } from "./request";

export type NewsletterOutcome =
  | { kind: "subscribed" | "already" }
  | { kind: "invalid" | "refused"; message: MessageKey }
  | { kind: "unavailable" };

/** The one subscribe path behind both the form and the JSON endpoint. */
export async function subscribeRequest(
  input: { email: unknown; lang: unknown; website?: unknown },
  info: RequestInfo,
): Promise<NewsletterOutcome & { lang: Lang }> {
  const lang: Lang = input.lang === "fi" ? "fi" : "en";
  const refused = refusal("newsletter", info);
  if (refused) return { kind: "refused", message: refused, lang };
  if (typeof input.website === "string" && input.website.trim() !== "") return { kind: "subscribed", lang };
  const parsed = newsletterSchema.safeParse({ email: input.email, lang: input.lang });
  if (!parsed.success) return { kind: "invalid", message: firstIssue(parsed.error).message, lang };
  try {
    const result = await trackSubmission(async () => subscribe(await getDb(), parsed.data));
    if (result === "subscribed") serverState().wakeWorker?.();
    return { kind: result, lang };
  } catch (error) {
    console.error("[forms] newsletter subscription not stored:", error);
    return { kind: "unavailable", lang };
  }
}

type State = FormState<"email">;

export async function handleNewsletter(prev: State, form: FormData, info: RequestInfo): Promise<State> {
  const values = echoValues(form, ["email"] as const);
  const bot = isBot(form);
  const outcome = await subscribeRequest({ email: form.get("email"), lang: form.get("lang"), website: bot ? "x" : "" }, info);
  switch (outcome.kind) {
    case "subscribed":
    case "already":
      // Spec: the field is cleared on success and on "already subscribed".
      return answer(prev, outcome.kind === "subscribed" ? "success" : "already");
    case "invalid":
    case "refused":
      return answer(prev, "error", { message: outcome.message, field: "email", values });
    case "unavailable":
      return answer(prev, "error", { message: "failed", values });
  }
}
