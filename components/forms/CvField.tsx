"use client";

import { useEffect, useRef, useState } from "react";
import { formText } from "@/content/forms";
import { CV_ACCEPT, CV_MAX_BYTES } from "@/lib/forms/cv";
import { formatFileSize } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { FieldText, fieldAria } from "./Field";

type Props = {
  id: string;
  name: string;
  lang: Lang;
  error?: string;
  /** Whether the file just chosen is too large (then it is not kept), or not. */
  onTooLarge: (tooLarge: boolean) => void;
};

/**
 * The CV's file input drawn in the page's language. The native input lies invisible over the
 * whole control, so clicking, the keyboard, screen readers, dropping a file and the post
 * without JavaScript stay the browser's own. With JavaScript the control shows the chosen
 * file's name and size; without it, CSS says that a file is chosen (a required file input is
 * :valid once it has one).
 */
export function CvField({ id, name, lang, error, onTooLarge }: Props) {
  const t = formText[lang].apply;
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // form.reset() after a successful application empties the input without a change event.
  useEffect(() => {
    const form = inputRef.current?.form;
    const clear = () => setFile(null);
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);

  return (
    <div>
      <FieldText id={id} label={t.cv} hint={t.cvHint} error={error} />
      <div className="group relative mt-1 flex items-center gap-3 rounded-lg border border-slate-400 bg-white p-1.5 pr-3 text-sm shadow-sm has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand has-[input[aria-invalid=true]]:border-danger">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={CV_ACCEPT}
          required
          {...fieldAria({ id, hint: t.cvHint, error })}
          onChange={(event) => {
            // Spec: a file over 5 MB is refused as soon as it is chosen, and not kept.
            const chosen = event.currentTarget.files?.[0];
            const tooLarge = chosen !== undefined && chosen.size > CV_MAX_BYTES;
            if (tooLarge) event.currentTarget.value = "";
            onTooLarge(tooLarge);
            setFile(tooLarge ? null : (chosen ?? null));
          }}
          // scroll-mt-8: the other fields' margin, for the same reasons (Field.tsx).
          className="absolute inset-0 size-full scroll-mt-8 cursor-pointer opacity-0"
        />
        <span aria-hidden="true" className="shrink-0 rounded-full bg-brand-soft px-4 py-2 font-semibold text-brand group-hover:bg-indigo-100">
          {t.chooseFile}
        </span>
        <span aria-hidden="true" className="flex min-w-0 gap-1 text-ink" data-cv-file="">
          {file ? (
            <>
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted">({formatFileSize(file.size, lang)})</span>
            </>
          ) : (
            <>
              <span className="text-muted group-has-[input:valid]:hidden">{t.noFileChosen}</span>
              <span className="hidden group-has-[input:valid]:inline">{t.fileChosen}</span>
            </>
          )}
        </span>
      </div>
    </div>
  );
}
