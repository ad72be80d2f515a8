export type NoticeContent = {
  tone: "success" | "error" | "info";
  title: string;
  description?: string;
  /** The field the description is about: the description links to it (the error summary). */
  fieldId?: string;
};

const toneClass: Record<NoticeContent["tone"], { light: string; dark: string }> = {
  success: { light: "border-success bg-green-50 text-green-900", dark: "border-green-400 bg-green-950 text-green-50" },
  error: { light: "border-danger bg-red-50 text-red-900", dark: "border-red-400 bg-red-950 text-red-50" },
  info: { light: "border-brand bg-brand-soft text-brand-dark", dark: "border-indigo-300 bg-indigo-950 text-indigo-50" },
};

/** How the box looks in its form. */
export type NoticeLook = {
  theme?: "light" | "dark";
  /** The title's heading level under the section's own heading. */
  level?: 2 | 3;
  /** Classes of the box when it shows something (its spacing in the form). */
  className?: string;
};

/**
 * A form's answer, at the top of the form: an error summary (the title, and the message linking
 * to the field to fix) or the success. The box can take focus (useCheckedForm, or the address
 * fragment of a post without JavaScript). Its live regions are always in the page, so screen
 * readers announce what appears in them: errors assertively (role="alert"), the rest politely
 * (role="status").
 */
export function Notice({ id, notice, theme = "light", level = 2, className = "" }: NoticeLook & { id: string; notice: NoticeContent | null }) {
  const Title = level === 3 ? "h3" : "h2";
  const linkClass = "font-semibold underline underline-offset-2 hover:no-underline";
  const body = notice && (
    <div className={`rounded-xl border-l-4 px-4 py-3 text-sm ${toneClass[notice.tone][theme]} ${className}`} data-tone={notice.tone}>
      <Title className="font-semibold">{notice.title}</Title>
      {notice.description && notice.description !== notice.title && (
        notice.fieldId ? (
          <ul className="mt-1">
            <li>
              <a href={`#${notice.fieldId}`} className={linkClass}>{notice.description}</a>
            </li>
          </ul>
        ) : (
          <p className="mt-1">{notice.description}</p>
        )
      )}
    </div>
  );
  return (
    <div id={id} tabIndex={-1} className="outline-offset-4">
      <div role="alert">{notice?.tone === "error" ? body : null}</div>
      <div role="status">{notice && notice.tone !== "error" ? body : null}</div>
    </div>
  );
}
