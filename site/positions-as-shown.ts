import { positions, type Position } from "@/content/positions";
import { renderMarkdown } from "@/content/collections/rendered-markdown";
import { formatMoney, formatRange } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/** The positions as the jobs and apply pages show them (content/positions.ts reads the files). */

/** The positions of these numbers (the open ones of a day: lib/open-positions.ts). */
export function positionsNumbered(jobs: readonly number[]): Position[] {
  return positions().filter((p) => jobs.includes(p.job));
}

const descriptions = new Map<string, string>();

/** A position's description as HTML (it is Markdown in the file). */
export function positionDescriptionHtml(position: Position, lang: Lang): string {
  const key = `${position.id}:${lang}`;
  let html = descriptions.get(key);
  if (html === undefined) descriptions.set(key, (html = renderMarkdown(position[lang].description, { file: position.file }).html));
  return html;
}

const per = { en: { hour: "an hour", month: "a month", year: "a year" }, fi: { hour: "tunnilta", month: "kuukaudessa", year: "vuodessa" } } as const;

/** The position's pay as the language writes it ("€2,800–€3,400 a month" / "2 800 €–3 400 € kuukaudessa"), or undefined when not set. */
export function payText(position: Position, lang: Lang): string | undefined {
  const pay = position.pay;
  if (!pay) return undefined;
  const amount = pay.max === undefined ? formatMoney(pay.min, lang) : formatRange(formatMoney(pay.min, lang), formatMoney(pay.max, lang), lang);
  return `${amount} ${per[lang][pay.per]}`;
}
