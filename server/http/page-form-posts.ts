import { FORM_FIELD, SEQ_FIELD, type FormState, type TokenState } from "@/lib/forms/state";
import { handleApplication } from "@/server/forms/handle-application";
import { handleContact } from "@/server/forms/handle-contact";
import { handleNewsletter } from "@/server/forms/handle-newsletter";
import { handleTokenAction } from "@/server/forms/handle-token";
import { requestInfo, type RequestInfo } from "@/server/forms/request";
import type { ReceivedFormPost } from "./form-posts";

/**
 * The forms' posts to their pages (docs/decisions/061-astro-islands.md): the hidden field
 * FORM_FIELD names the form, and the form's service (server/forms/) answers with its state. The
 * site server receives the post (server/http/form-posts.ts) and hands it to the page's render
 * (src/pages/render/), which sends that state as JSON to an island, or renders the page with it
 * for a post made without JavaScript. It runs there because the services read the content
 * collections, which only the Astro build has.
 */

/** The state a form's answer follows: the form as the page showed it, after `seq` answers. */
type Idle = { status: "idle"; values: Record<string, never>; seq: number };
type Handler = (prev: Idle, form: FormData, info: RequestInfo) => Promise<FormState<string> | TokenState>;

const handlers: Record<string, Handler> = {
  newsletter: handleNewsletter,
  contact: handleContact,
  apply: handleApplication,
  confirm: (prev, form, info) => handleTokenAction("confirm", prev, form, info),
  unsubscribe: (prev, form, info) => handleTokenAction("unsubscribe", prev, form, info),
};

export type FormPostAnswer = { form: string; state: FormState<string> | TokenState };

/** The answer of the form a received post names, or undefined when it names none of the site's forms. */
export async function answerFormPost(headers: Headers, post: ReceivedFormPost): Promise<FormPostAnswer | undefined> {
  const form = new FormData();
  for (const [name, value] of post.fields) form.append(name, value);
  const name = String(form.get(FORM_FIELD) ?? "");
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return undefined;
  const idle: Idle = { status: "idle", values: {}, seq: Number(form.get(SEQ_FIELD)) || 0 };
  return { form: name, state: await handler(idle, form, { ...requestInfo(headers), received: post }) };
}

/** Whether the post asks for the answer as JSON (an island's fetch), not as the page. */
export const wantsJson = (headers: Headers) => (headers.get("accept") ?? "").startsWith("application/json");
