import { jobsCopy } from "@/content/pages/jobs";
import { positions, type Position } from "@/content/positions";
import { renderMarkdown } from "@/content/collections/rendered-markdown";
import { escapeHtml } from "@/lib/escape-html";
import { formatMoney, formatRange } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { positionPath } from "@/lib/routes";

/** The positions as the jobs, position and apply pages show them (content/positions.ts reads the files). */

/** The address of the position's own page in `lang`. */
export const positionHref = (position: Position, lang: Lang) => positionPath(lang, position[lang].slug);

/** The addresses of the position's page in both languages: its language links and hreflang. */
export const positionHrefs = (position: Position): Record<Lang, string> => ({ en: positionHref(position, "en"), fi: positionHref(position, "fi") });

/** The ad's three lists, in the order the page shows them. */
export const adSections = ["work", "lookingFor", "offer"] as const;

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

/** The whole ad as HTML, as search engines are given it: the description, then each list under its heading. */
export function adHtml(position: Position, lang: Lang): string {
  const headings = jobsCopy[lang].position;
  const lists = adSections.map((key) => `<h3>${escapeHtml(headings[key])}</h3><ul>${position[lang][key].map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`);
  return positionDescriptionHtml(position, lang) + lists.join("");
}
