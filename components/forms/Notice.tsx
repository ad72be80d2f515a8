export type NoticeContent = { tone: "success" | "error" | "info"; title: string; description?: string };

const toneClass: Record<NoticeContent["tone"], { light: string; dark: string }> = {
  success: { light: "border-success bg-green-50 text-green-900", dark: "border-green-400 bg-green-950 text-green-50" },
  error: { light: "border-danger bg-red-50 text-red-900", dark: "border-red-400 bg-red-950 text-red-50" },
  info: { light: "border-brand bg-brand-soft text-brand-dark", dark: "border-indigo-300 bg-indigo-950 text-indigo-50" },
};

/**
 * The form's answer as live regions that are always in the page, so screen readers announce
 * what appears in them: errors assertively (role="alert"), the rest politely (role="status").
 */
export function Notice({ id, notice, theme = "light" }: { id: string; notice: NoticeContent | null; theme?: "light" | "dark" }) {
  const box = (tone: NoticeContent["tone"]) =>
    `rounded-xl border-l-4 px-4 py-3 text-sm ${toneClass[tone][theme]}`;
  const body = notice && (
    <div className={box(notice.tone)} data-tone={notice.tone}>
      <p className="font-semibold">{notice.title}</p>
      {notice.description && notice.description !== notice.title && <p className="mt-1">{notice.description}</p>}
    </div>
  );
  return (
    <div id={id} className="empty:hidden">
      <div role="alert">{notice?.tone === "error" ? body : null}</div>
      <div role="status">{notice && notice.tone !== "error" ? body : null}</div>
    </div>
  );
}
