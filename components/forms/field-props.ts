import type { MessageKey } from "@/lib/forms/messages";
import type { FormState } from "@/lib/forms/state";
import type { NoticeContent } from "./Notice";

type Shown<F extends string> = { message: MessageKey; field?: F } | null;

/** The id of a form's field, which its label, error message and the error summary's link use. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

/**
 * The props a form's fields take from the answer shown: id, the message of the problem with
 * the field, and the value to keep (a post without JavaScript renders the page again).
 */
export function fieldPropsFor<F extends string>(form: string, state: FormState<F>, error: Shown<F>, messages: Record<MessageKey, string>) {
  return <N extends F>(name: N) => ({
    id: fieldId(form, name),
    name,
    error: error?.field === name ? messages[error.message] : undefined,
    defaultValue: state.values[name] ?? "",
  });
}

/** The error summary: the form's error title, and the message linking to the field to fix. */
export function errorNotice<F extends string>(form: string, title: string, error: NonNullable<Shown<F>>, description: string): NoticeContent {
  return { tone: "error", title, description, fieldId: error.field && fieldId(form, error.field) };
}
