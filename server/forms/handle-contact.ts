import "server-only";
import { contactFields, contactInput, contactSchema, type ContactField } from "@/lib/forms/contact-schema";
import { firstIssue } from "@/lib/forms/fields";
import type { FormState } from "@/lib/forms/state";
import { getDb } from "../db";
import { serverState, trackSubmission } from "../runtime";
import { storeContactMessage } from "./contact-store";
import { answer, echoValues, isBot, refusal } from "./guard";
import type { RequestInfo } from "./request";

type State = FormState<ContactField>;

export async function handleContact(prev: State, form: FormData, info: RequestInfo): Promise<State> {
  const values = echoValues(form, contactFields);
  const refused = refusal("contact", info);
  if (refused) return answer(prev, "error", { message: refused, values });
  if (isBot(form)) return answer(prev, "success");

  const parsed = contactSchema.safeParse(contactInput(form));
  if (!parsed.success) {
    const { field, message } = firstIssue<ContactField>(parsed.error);
    return answer(prev, "error", { message, field, values });
  }
  try {
    await trackSubmission(async () => storeContactMessage(await getDb(), parsed.data));
  } catch (error) {
    console.error("[forms] contact message not stored:", error);
    return answer(prev, "error", { message: "failed", values });
  }
  serverState().wakeWorker?.();
  return answer(prev, "success");
}
