import type { InputHTMLAttributes, ReactNode } from "react";

export type FieldTheme = "light" | "dark";

// scroll-mt: a link of the error summary to the field shows its label too. No more: with a larger
// margin Chromium held back the paint of each key typed (docs/measurements/framework-gate.md).
const inputClass: Record<FieldTheme, string> = {
  light:
    "mt-1 block w-full scroll-mt-8 rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-brand aria-[invalid=true]:border-danger",
  dark:
    "mt-1 block w-full scroll-mt-8 rounded-lg border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400 focus:border-indigo-300 focus:outline-none focus-visible:outline-3 focus-visible:outline-indigo-300 aria-[invalid=true]:border-red-400",
};

const textClass: Record<FieldTheme, { label: string; hint: string; error: string }> = {
  light: { label: "block text-sm font-semibold text-ink", hint: "text-sm text-muted", error: "text-sm font-semibold text-danger" },
  dark: { label: "block text-sm font-semibold text-slate-100", hint: "text-sm text-slate-300", error: "text-sm font-semibold text-red-300" },
};

export type FieldTextProps = {
  id: string;
  label: string;
  theme?: FieldTheme;
  hint?: ReactNode;
  /** The message of the problem with this field, shown above it. */
  error?: string;
  optionalLabel?: string;
};

/** The label, hint and error message of a field, and the ids its input is described by. */
export function FieldText({ id, label, theme = "light", hint, error, optionalLabel }: FieldTextProps) {
  const t = textClass[theme];
  return (
    <>
      <label htmlFor={id} className={t.label}>
        {label}
        {optionalLabel && <span className="font-normal opacity-80"> ({optionalLabel})</span>}
      </label>
      {hint && <p id={`${id}-hint`} className={t.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} className={t.error}>{error}</p>}
    </>
  );
}

/** The input's accessibility attributes that go with its FieldText. */
export function fieldAria({ id, hint, error }: Pick<FieldTextProps, "id" | "hint" | "error">) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

type FieldProps = FieldTextProps & {
  name: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  /** The classes of the box of the label and the input (its place in the form's grid). */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

/** A labelled input or textarea; the label, hint and error message are tied to it for assistive tech. */
export function Field({ id, name, label, theme = "light", hint, error, optionalLabel, rows, className, ...input }: FieldProps) {
  const common = { id, name, ...fieldAria({ id, hint, error }), className: inputClass[theme] };
  return (
    <div className={className}>
      <FieldText id={id} label={label} theme={theme} hint={hint} error={error} optionalLabel={optionalLabel} />
      {rows ? <textarea {...common} rows={rows} required={input.required} maxLength={input.maxLength} defaultValue={input.defaultValue} /> : <input {...common} {...input} />}
    </div>
  );
}
