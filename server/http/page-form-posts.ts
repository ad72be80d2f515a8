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

type Handler = (seq: number, form: FormData, info: RequestInfo) => Promise<FormState<string> | TokenState>;

const idle = (seq: number) => ({ status: "idle" as const, values: {}, seq });

const handlers: Record<string, Handler> = {
  newsletter: (seq, form, info) => handleNewsletter(idle(seq), form, info),
  contact: (seq, form, info) => handleContact(idle(seq), form, info),
  apply: (seq, form, info) => handleApplication(idle(seq), form, info),
  confirm: (seq, form, info) => handleTokenAction("confirm", { status: "idle", seq }, form, info),
  unsubscribe: (seq, form, info) => handleTokenAction("unsubscribe", { status: "idle", seq }, form, info),
};

export type FormPostAnswer = { form: string; state: FormState<string> | TokenState };

/** The answer of the form a received post names, or undefined when it names none of the site's forms. */
export async function answerFormPost(headers: Headers, post: ReceivedFormPost): Promise<FormPostAnswer | undefined> {
  const form = new FormData();
  for (const [name, value] of post.fields) form.append(name, value);
  const name = String(form.get(FORM_FIELD) ?? "");
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return undefined;
  const seq = Number(form.get(SEQ_FIELD)) || 0;
  const info: RequestInfo = { ...requestInfo(headers), received: { file: post.file, countedFor: post.countedFor } };
  return { form: name, state: await handler(seq, form, info) };
}

/** Whether the post asks for the answer as JSON (an island's fetch), not as the page. */
export const wantsJson = (headers: Headers) => (headers.get("accept") ?? "").startsWith("application/json");
