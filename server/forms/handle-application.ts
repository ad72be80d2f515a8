import "server-only";
import { applicationFields, applicationInput, applicationSchema, type Application, type ApplicationField } from "@/lib/forms/application-schema";
import { HONEYPOT_FIELD, type FormState } from "@/lib/forms/state";
import { storeApplication, type ApplicationRecord } from "./application-store";
import { checkCvFile } from "./cv-content";
import { echoValues, formAnswer, honeypotFilled, submitForm, type FormPipeline } from "./pipeline";
import type { RequestInfo } from "./request";

type State = FormState<ApplicationField | "position">;

const application: FormPipeline<Application, number, ApplicationRecord> = {
  form: "application",
  schema: applicationSchema,
  // The schema checked the CV's name and size; its first bytes must agree with the name.
  async prepare(app) {
    const cv = await checkCvFile(app.cv);
    if (!cv) return { kind: "invalid", message: "cvType", field: "cv" };
    const { name, email, phone, coverLetter, lang } = app;
    return { positionId: app.position, name, email, phone, coverLetter, cv, lang };
  },
  store: storeApplication,
  botResult: 0,
};

/**
 * The job application's post. Through the site's HTTP server the CV arrives as a file it streamed
 * to disk (`info.received`, server/http/form-posts.ts), not in the form data.
 */
export async function handleApplication(prev: State, form: FormData, info: RequestInfo): Promise<State> {
  const input = { ...applicationInput(form), cv: info.received?.file ?? form.get("cv") };
  const outcome = await submitForm(application, input, { bot: honeypotFilled(form.get(HONEYPOT_FIELD)), request: info });
  return formAnswer(prev, outcome, echoValues(form, [...applicationFields.filter((f) => f !== "cv"), "position" as const]));
}
