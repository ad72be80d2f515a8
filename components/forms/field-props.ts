import type { FormState } from "@/lib/forms/state";

/**
 * The props a form's fields take from its last answer: id, the notice they are described by,
 * the error mark, the value to keep, and the focus after a post without JavaScript.
 */
export function fieldPropsFor<F extends string>(
  form: string,
  noticeId: string,
  state: FormState<F>,
  errorField: F | undefined,
  hydrated: boolean,
) {
  return <N extends F>(name: N) => ({
    id: `${form}-${name}`,
    name,
    noticeId,
    invalid: errorField === name,
    defaultValue: state.values[name] ?? "",
    autoFocus: state.status === "error" && state.field === name && !hydrated,
  });
}
