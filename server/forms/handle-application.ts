import { positions } from "@/content/positions";
import { isOpenOn } from "@/lib/open-positions";
import { today } from "@/lib/clock";
import { applicationFields, applicationInput, applicationSchema, type Application, type ApplicationField } from "@/lib/forms/application-schema";
import { HONEYPOT_FIELD, type FormState } from "@/lib/forms/state";
import { storeApplication, type ApplicationRecord } from "./application-store";
import { checkCvFile } from "./cv-content";
import { echoValues, formAnswer, honeypotFilled, submitForm, type FormPipeline } from "./pipeline";
import type { RequestInfo } from "./request";

type State = FormState<ApplicationField | "position">;

/**
 * The position applied for must be open on the day the application arrives: a form loaded
 * before its closing day and sent after it is refused, and nothing is stored
 * (docs/decisions/046-positions-close-at-request-time.md).
 */
function isOpenPosition(id: string): boolean {
  const position = positions().find((p) => p.id === id);
  return position !== undefined && isOpenOn(position, today());
}

const application: FormPipeline<Application, number, ApplicationRecord> = {
  form: "application",
  schema: applicationSchema,
  // The schema checked the CV's name and size; its first bytes must agree with the name.
  async prepare(app) {
    if (!isOpenPosition(app.position)) return { kind: "invalid", message: "positionClosed" };
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
