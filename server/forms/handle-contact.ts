import { contactFields, contactInput, contactSchema, type ContactField, type ContactInput } from "@/lib/forms/contact-schema";
import { HONEYPOT_FIELD, type FormState } from "@/lib/forms/state";
import { storeContactMessage } from "./contact-store";
import { echoValues, formAnswer, honeypotFilled, submitForm, type FormPipeline } from "./pipeline";
import type { RequestInfo } from "./request";

const contact: FormPipeline<ContactInput, number> = {
  form: "contact",
  schema: contactSchema,
  store: storeContactMessage,
  botResult: 0,
};

/** The contact form's post. */
export async function handleContact(prev: FormState<ContactField>, form: FormData, info: RequestInfo): Promise<FormState<ContactField>> {
  const outcome = await submitForm(contact, contactInput(form), { bot: honeypotFilled(form.get(HONEYPOT_FIELD)), request: info });
  return formAnswer(prev, outcome, echoValues(form, contactFields));
}
