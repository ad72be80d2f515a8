import { estimateCopy } from "@/content/estimate-copy";
import { serviceUi } from "@/content/services/ui";
import type { Lang } from "@/lib/i18n";
import type { EstimateView, Sum } from "./estimate-view";

function SumCell({ sum, span }: { sum: Sum; span?: number }) {
  return (
    <td colSpan={span} className="py-1.5 pl-3 text-right align-top sm:py-2" data-sum="">
      <span className="block font-semibold text-ink" data-total="">{sum.total}</span>
      <span className="block text-xs text-muted">{sum.working}</span>
    </td>
  );
}

const rowHead = "py-1.5 sm:py-2 pr-3 text-left align-top font-semibold text-ink";

/** The packages' costs, each with its working; the visitor's own figure under them, labelled as theirs; where the larger package gets cheaper. */
export function EstimateTable({ view, lang, enterprise }: { view: EstimateView; lang: Lang; enterprise: string }) {
  const t = estimateCopy[lang];
  const span = view.columns.length - 1;
  if (view.rows.length === 0) return <p className="mt-4 text-sm text-muted">{t.enterMinutes} {view.breakEven ? <BreakEven view={view} /> : null}</p>;
  return (
    <>
      <table className="mt-3 w-full sm:mt-4 border-collapse text-sm" data-estimate-table="">
        <caption className="caption-bottom pt-2 text-left text-xs text-muted">{view.note}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            {view.columns.map((column, i) => (
              <th key={column} scope="col" className={`pb-1 font-semibold ${i === 0 ? "text-left" : "pl-3 text-right"}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {view.rows.map((row) => (
            <tr key={row.id} data-package={row.id}>
              <th scope="row" className={rowHead}>{row.name}</th>
              {row.sums.map((sum) => <SumCell key={sum.working} sum={sum} />)}
            </tr>
          ))}
          <tr data-package="enterprise">
            <th scope="row" className={rowHead}>{enterprise}</th>
            <td colSpan={span} className="py-2 pl-3 text-right text-muted">{serviceUi[lang].contactPrice}</td>
          </tr>
          {view.own ? (
            <tr data-own="" className="bg-brand-soft">
              <th scope="row" className={`${rowHead} pl-2`}>
                {t.ownFigure}
                <span className="block text-xs font-normal text-muted">{t.ownNote}</span>
              </th>
              <SumCell sum={view.own} span={span} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {view.breakEven ? <p className="mt-3 text-sm text-muted"><BreakEven view={view} /></p> : null}
    </>
  );
}

function BreakEven({ view }: { view: EstimateView }) {
  return (
    <span data-break-even="">
      <strong className="font-semibold text-ink">{view.breakEven!.text}</strong>: {view.breakEven!.working}.
    </span>
  );
}
