import type { InputHTMLAttributes, ReactNode } from "react";

export type FieldTheme = "light" | "dark";

const inputClass: Record<FieldTheme, string> = {
  light:
    "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-brand aria-[invalid=true]:border-danger",
  dark:
    "mt-1 block w-full rounded-lg border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400 focus:border-indigo-300 focus:outline-none focus-visible:outline-3 focus-visible:outline-indigo-300 aria-[invalid=true]:border-red-400",
};

const labelClass: Record<FieldTheme, string> = {
  light: "block text-sm font-semibold text-ink",
  dark: "block text-sm font-semibold text-slate-100",
};

type FieldProps = {
  id: string;
  name: string;
  label: string;
  theme?: FieldTheme;
  hint?: ReactNode;
  /** Marks the field as the one the notice is about. */
  invalid?: boolean;
  noticeId?: string;
  optionalLabel?: string;
  multiline?: boolean;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A labelled input or textarea; the label, hint and notice are tied to it for assistive tech. */
export function Field({ id, name, label, theme = "light", hint, invalid, noticeId, optionalLabel, multiline, rows = 6, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? noticeId : undefined].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    className: inputClass[theme],
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass[theme]}>
        {label}
        {optionalLabel && <span className="font-normal opacity-80"> ({optionalLabel})</span>}
      </label>
      {hint && (
        <p id={hintId} className={theme === "light" ? "text-sm text-muted" : "text-sm text-slate-300"}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          defaultValue={input.defaultValue as string | undefined}
          autoFocus={input.autoFocus}
        />
      ) : (
        <input {...common} {...input} />
      )}
    </div>
  );
}

/** Hidden from people and assistive tech, tempting to bots: a filled one marks the post as spam. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
