"use client";

import { useEffect, useRef, useState } from "react";
import { Field } from "@/components/forms/Field";
import { Heading } from "@/components/ui/Heading";
import { estimateCopy } from "@/content/estimate-copy";
import { estimateInputsOf, estimateQuery, type EstimateInputs } from "@/lib/estimate-inputs";
import { EstimateTable } from "./EstimateTable";
import { estimateView, type EstimateProps } from "./estimate-view";

function typedIn(form: HTMLFormElement | null): EstimateInputs {
  const params = new URLSearchParams();
  for (const [name, value] of form ? new FormData(form) : []) if (typeof value === "string") params.set(name, value);
  return estimateInputsOf(params);
}

/**
 * "Try it: what would it cost" (docs/decisions/064-estimate-from-the-site-prices.md): a GET form
 * that the server answers with the page at `?figures#estimate`; as an island it works the
 * figures out as they are typed and keeps the address in step, so that it stays shareable.
 */
export function Estimate(props: EstimateProps) {
  const { lang, path } = props;
  const t = estimateCopy[lang];
  const form = useRef<HTMLFormElement>(null);
  const [inputs, setInputs] = useState(props.inputs);
  const view = estimateView({ ...props, inputs });
  // The figures the address holds.
  const inAddress = useRef(estimateQuery(props.inputs));
  const update = () => {
    const typed = typedIn(form.current);
    setInputs(typed);
    const query = estimateQuery(typed);
    if (query === inAddress.current) return;
    inAddress.current = query;
    history.replaceState(history.state, "", `${path}${inAddress.current}#estimate`);
  };
  // What was typed while the island's script loaded counts too.
  useEffect(update, [path]);
  return (
    <div>
      <div className="container-page max-w-3xl">
        <Heading id="estimate-title" title={t.title} lead={view.intro} size="minor" className="[&_p]:text-sm max-sm:[&_p]:mt-2 max-sm:[&_p]:text-[0.8125rem] max-sm:[&_p]:leading-snug" />
        <form ref={form} method="get" action={`${path}#estimate`} onInput={update} onSubmit={(event) => event.preventDefault()} data-estimate="" className="mt-3 sm:mt-4 grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
          {view.fields.map((f) => (
            <Field key={f.field} id={`estimate-${f.field}`} name={f.field} label={f.label} optionalLabel={f.optional ? t.optional : undefined} error={f.problem} defaultValue={f.typed} inputMode={f.field === "minutes" ? "numeric" : "decimal"} autoComplete="off" />
          ))}
          <button type="submit" className="btn-secondary col-span-2 py-2 sm:col-span-1">
            {t.calculate}
          </button>
        </form>
        <EstimateTable view={view} lang={lang} enterprise={props.packageNames.enterprise} />
        {view.complete && view.rows.length > 0 ? (
          <p className="mt-3 sm:mt-4">
            <a href={`${path}${estimateQuery(inputs, { book: true })}#contact`} className="font-semibold text-brand underline underline-offset-4" data-estimate-book="">
              {t.book}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
