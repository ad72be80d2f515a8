"use client";

import { SiteLink } from "@/components/ui/SiteLink";
import { formText } from "@/content/forms";
import { FORM_FIELD, type TokenState } from "@/lib/forms/state";
import { Notice, type NoticeContent } from "./Notice";
import { useFormAction, type FormIslandProps } from "./use-form-action";

const initial: TokenState = { status: "idle", seq: 0 };
const failed = (prev: TokenState): TokenState => ({ status: "error", seq: prev.seq + 1 });

/**
 * The button of the confirm and unsubscribe pages. The link in the mail only opens the page;
 * the change needs this POST, so mail scanners that follow links change nothing.
 */
export function TokenForm({ kind, lang, token, answer }: FormIslandProps & { kind: "confirm" | "unsubscribe"; token: string }) {
  const t = kind === "confirm" ? formText[lang].confirmPage : formText[lang].unsubscribePage;
  const { state, formAttributes, submit, pending } = useFormAction(answer, initial, failed);

  let notice: NoticeContent | null = null;
  if (state.status === "done") notice = { tone: "success", title: t.doneTitle, description: t.done };
  else if (state.status === "invalid" || (state.status === "idle" && !token)) notice = { tone: "error", title: t.invalidTitle, description: t.invalid };
  else if (state.status === "error") notice = { tone: "error", title: t.failed };

  const confirmPage = formText[lang].confirmPage;
  return (
    <div className="space-y-6">
      {state.status !== "done" && token && (
        <form
          {...formAttributes}
          onSubmit={(event) => {
            event.preventDefault();
            submit(new FormData(event.currentTarget));
          }}
        >
          <input type="hidden" name={FORM_FIELD} value={kind} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={lang} />
          <button type="submit" className="btn-primary" disabled={pending}>
            {t.button}
          </button>
        </form>
      )}
      <Notice id={`newsletter-${kind}-notice`} notice={notice} />
      {state.status === "done" && state.unsubscribePath && (
        <p className="text-sm text-muted">
          {confirmPage.unsubscribeHint}{" "}
          <SiteLink href={state.unsubscribePath} className="font-semibold text-brand underline underline-offset-4">
            {confirmPage.unsubscribeLink}
          </SiteLink>
        </p>
      )}
    </div>
  );
}
