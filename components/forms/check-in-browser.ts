import type { FormEvent } from "react";
import type { BrowserCheck } from "@/lib/forms/browser-checks";
import type { MessageKey } from "@/lib/forms/messages";

type Issue<F extends string> = { field: F | undefined; message: MessageKey };

/**
 * zod is most of the forms' JavaScript, and the newsletter and contact forms are on every page.
 * So the schemas load when a visitor first focuses a form (or sends it), not with the page.
 */
export function preloadChecks() {
  return import("@/lib/forms/browser-checks");
}

/**
 * A checked form's submit handler: the browser's check first; its problem is shown (or cleared),
 * otherwise the data is sent. If the check cannot be loaded (network gone), the form is sent and
 * the server's answer says what is wrong.
 */
export async function submitChecked<F extends string>(form: BrowserCheck, event: FormEvent<HTMLFormElement>, show: (issue: Issue<F> | null) => void, send: (data: FormData) => void) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const issue = await preloadChecks()
    .then(({ browserChecks }) => browserChecks[form](data) as Issue<F> | null)
    .catch(() => null);
  show(issue);
  if (!issue) send(data);
}
