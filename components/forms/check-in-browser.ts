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
 * The browser's check of a form before it is sent: the first problem, or null. If the check
 * cannot be loaded (network gone), the form is sent and the server's answer says what is wrong.
 */
async function checkInBrowser<F extends string>(
  form: BrowserCheck,
  data: FormData,
): Promise<Issue<F> | null> {
  try {
    const { browserChecks } = await preloadChecks();
    return browserChecks[form](data) as Issue<F> | null;
  } catch {
    return null;
  }
}

/**
 * A checked form's submit handler: the browser's check first; its problem is shown (or cleared),
 * otherwise the data is sent.
 */
export async function submitChecked<F extends string>(
  form: BrowserCheck,
  event: FormEvent<HTMLFormElement>,
  show: (issue: Issue<F> | null) => void,
  send: (data: FormData) => void,
) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const issue = await checkInBrowser<F>(form, data);
  show(issue);
  if (!issue) send(data);
}
