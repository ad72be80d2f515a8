import type { MessageKey } from "@/lib/forms/messages";
import type { BrowserCheck } from "@/lib/forms/browserChecks";

/**
 * zod is most of the forms' JavaScript, and the newsletter and contact forms are on every page.
 * So the schemas load when a visitor first focuses a form (or sends it), not with the page.
 */
export function preloadChecks() {
  return import("@/lib/forms/browserChecks");
}

/**
 * The browser's check of a form before it is sent: the first problem, or null. If the check
 * cannot be loaded (network gone), the form is sent and the server's answer says what is wrong.
 */
export async function checkInBrowser<F extends string>(
  form: BrowserCheck,
  data: FormData,
): Promise<{ field: F | undefined; message: MessageKey } | null> {
  try {
    const { browserChecks } = await preloadChecks();
    return browserChecks[form](data) as { field: F | undefined; message: MessageKey } | null;
  } catch {
    return null;
  }
}
