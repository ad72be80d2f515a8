"use client";

import { useEffect, useRef, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { formText } from "@/content/forms";
import type { BrowserCheck } from "@/lib/forms/browser-checks";
import type { MessageKey } from "@/lib/forms/messages";
import { FORM_FIELD, HONEYPOT_FIELD, failedFormState, initialFormState, type FormState } from "@/lib/forms/state";
import type { Lang } from "@/lib/i18n";
import { preloadChecks, submitChecked } from "./check-in-browser";
import { Notice, type NoticeContent, type NoticeLook } from "./Notice";
import { useFormAction } from "./use-form-action";
import { useFormAnswer } from "./use-form-answer";

/** The titles of a form's answers; "already" where the form has that answer (the newsletter). */
type AnswerText = { errorTitle: string; successTitle: string; successDescription: string; alreadyTitle?: string; alreadyDescription?: string };

const noSubscription = () => () => {};

/**
 * The forms the browser checks before they are sent (newsletter, contact, application): the post
 * both ways (useFormAction), the answer shown and focused after each submit, the props of their
 * fields. `clears`: the answers after which the form is emptied.
 */
export function useCheckedForm<F extends string>(name: BrowserCheck, lang: Lang, answer: unknown, clears: FormState<F>["status"][]) {
  const noticeId = `${name}-notice`;
  const { state, formAttributes, submit, pending } = useFormAction(answer, initialFormState<F>(), failedFormState, `#${noticeId}`);
  const { error, answered, showCheck, showProblem } = useFormAnswer(state);
  // False in the server's HTML and while React hydrates it: the browser's own checks stay until ours run (docs/decisions/009-html-first.md).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const ref = useRef<HTMLFormElement>(null);
  const clear = clears.includes(state.status);
  // After each answer to a submit the form is cleared if the answer says so, and the answer box is
  // focused, which scrolls it into view and has screen readers read it. Without JavaScript the
  // browser does the same: the post's address ends in the box's fragment, whose target it focuses.
  // An answer already on the page when it hydrates was shown by the browser.
  const shown = useRef(answered);
  useEffect(() => {
    if (answered === shown.current) return;
    shown.current = answered;
    if (clear) ref.current?.reset();
    document.getElementById(noticeId)?.focus();
  }, [noticeId, answered, clear]);
  const messages = formText[lang].messages;
  // A field's id, which its label, its error message and the error summary's link use.
  const fieldId = (field: F) => `${name}-${field}`;
  return {
    name, lang, noticeId, state, error, pending, showProblem,
    /** A field's props from the answer shown: its problem, and the value to keep (a post without JavaScript renders the page again). */
    field: (field: F) => ({ id: fieldId(field), name: field, error: error?.field === field ? messages[error.message] : undefined, defaultValue: state.values[field] ?? "" }),
    /** The answer to show: an error summary (its message linking to the field to fix), the success, or "already". */
    notice(text: AnswerText, descriptions: Record<MessageKey, string> = messages): NoticeContent | null {
      if (error) return { tone: "error", title: text.errorTitle, description: descriptions[error.message], fieldId: error.field && fieldId(error.field) };
      if (state.status === "success") return { tone: "success", title: text.successTitle, description: text.successDescription };
      if (state.status === "already" && text.alreadyTitle) return { tone: "info", title: text.alreadyTitle, description: text.alreadyDescription };
      return null;
    },
    formProps: {
      ref,
      ...formAttributes,
      onSubmit: (event: FormEvent<HTMLFormElement>) => submitChecked<F>(name, event, showCheck, submit),
      onFocus: preloadChecks,
      noValidate: hydrated,
      className: "relative",
      "data-form": name,
    },
  };
}

type Props = {
  form: Pick<ReturnType<typeof useCheckedForm>, "name" | "lang" | "noticeId" | "formProps">;
  notice: NoticeContent | null;
  look: NoticeLook;
  /** The classes of a box around the fields; without, they are the form's own children. */
  bodyClassName?: string;
  id?: string;
  children: ReactNode;
};

/** A checked form: which form it is, its answer at the top, then the language, the honeypot and the fields. */
export function CheckedForm({ form, notice, look, bodyClassName, id, children }: Props) {
  const body = (
    <>
      <input type="hidden" name="lang" value={form.lang} />
      <Honeypot label={formText[form.lang].honeypotLabel} />
      {children}
    </>
  );
  return (
    <form {...form.formProps} id={id}>
      <input type="hidden" name={FORM_FIELD} value={form.name} />
      <Notice id={form.noticeId} notice={notice} {...look} />
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
    </form>
  );
}

/** Hidden from people and assistive tech, tempting to bots: a filled one marks the post as spam. */
function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
