import { newsletterSchema, type NewsletterInput } from "@/lib/forms/newsletter-schema";
import { HONEYPOT_FIELD, type FormState } from "@/lib/forms/state";
import { subscribe, type SubscribeResult } from "./newsletter-store";
import { echoValues, formAnswer, honeypotFilled, submitForm, type FormPipeline, type Outcome } from "./pipeline";
import type { RequestInfo } from "./request";

const newsletter: FormPipeline<NewsletterInput, SubscribeResult> = {
  form: "newsletter",
  schema: newsletterSchema,
  store: subscribe,
  botResult: "subscribed",
  queuedMail: (result) => result === "subscribed",
};

/** The one subscribe path behind both the form (server/http/page-form-posts.ts) and the JSON endpoint (server/forms/newsletter-json-answer.ts). */
export function subscribeRequest(
  input: { email?: unknown; lang?: unknown },
  { bot, request }: { bot: boolean; request: RequestInfo },
): Promise<Outcome<SubscribeResult>> {
  return submitForm(newsletter, { email: input.email, lang: input.lang }, { bot, request });
}

export async function handleNewsletter(prev: FormState<"email">, form: FormData, info: RequestInfo): Promise<FormState<"email">> {
  const outcome = await subscribeRequest(
    { email: form.get("email"), lang: form.get("lang") },
    { bot: honeypotFilled(form.get(HONEYPOT_FIELD)), request: info },
  );
  // The field is cleared on success and on "already subscribed" (docs/product.md#newsletter-form).
  const already = outcome.kind === "stored" && outcome.result === "already";
  return formAnswer(prev, outcome, echoValues(form, ["email"] as const), already ? "already" : "success");
}
