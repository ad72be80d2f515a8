import "server-only";
import { applicationFields, applicationInput, applicationSchema, type ApplicationField } from "@/lib/forms/application-schema";
import { CV_MAX_BYTES } from "@/lib/forms/cv";
import { firstIssue } from "@/lib/forms/fields";
import type { FormState } from "@/lib/forms/state";
import { getDb } from "../db";
import { serverState, trackSubmission } from "../runtime";
import { storeApplication } from "./application-store";
import { checkCvContent } from "./cv-content";
import { answer, echoValues, isBot, refusal } from "./guard";
import type { RequestInfo } from "./request";

type State = FormState<ApplicationField | "position">;

/** The job application post: guards, the shared schema, the CV's content, then storage. */
export async function handleApplication(prev: State, form: FormData, info: RequestInfo): Promise<State> {
  const values = echoValues(form, [...applicationFields.filter((f) => f !== "cv"), "position" as const]);
  const refused = refusal("application", info);
  if (refused) return answer(prev, "error", { message: refused, values });
  // A bot gets the success answer so that it does not try again; nothing is stored.
  if (isBot(form)) return answer(prev, "success");

  const parsed = applicationSchema.safeParse(applicationInput(form));
  if (!parsed.success) {
    const { field, message } = firstIssue<ApplicationField>(parsed.error);
    return answer(prev, "error", { message, field, values });
  }
  const app = parsed.data;
  if (app.cv.size > CV_MAX_BYTES) return answer(prev, "error", { message: "cvTooLarge", field: "cv", values });
  const cv = checkCvContent(Buffer.from(await app.cv.arrayBuffer()), app.cv.name);
  if (!cv) return answer(prev, "error", { message: "cvType", field: "cv", values });

  try {
    await trackSubmission(async () =>
      storeApplication(await getDb(), {
        positionId: app.position,
        name: app.name,
        email: app.email,
        phone: app.phone,
        coverLetter: app.coverLetter,
        cv,
        lang: app.lang,
      }),
    );
  } catch (error) {
    console.error("[forms] job application not stored:", error);
    return answer(prev, "error", { message: "failed", values });
  }
  serverState().wakeWorker?.();
  return answer(prev, "success");
}
