/**
 * The figures a visitor gives an estimate, as the page's address carries them
 * (`?minutes=800#estimate`, docs/decisions/064-estimate-from-the-site-prices.md): read, checked,
 * and written back. A figure is kept as typed, so that a bad one is shown again with its problem.
 */

export type EstimateField = "minutes" | "hours" | "hourly";
export const estimateFields: readonly EstimateField[] = ["minutes", "hours", "hourly"];
/** Marks the address of the "book a call about this estimate" link: the page is loaded again, its contact message prefilled. */
export const BOOK_PARAM = "book";

/** What was typed, field by field; an empty figure is absent. */
export type EstimateInputs = Partial<Record<EstimateField, string>>;

export type FigureProblem = "notNumber" | "notWhole" | "negative" | "tooLarge" | "missing";
export type Figure = { value: number } | { problem: FigureProblem } | undefined;

/** The largest figure each field takes (more is a typing slip), and whether it must be whole. */
export const figureRules: Record<EstimateField, { max: number; whole: boolean }> = {
  minutes: { max: 1_000_000, whole: true },
  hours: { max: 10_000, whole: false },
  hourly: { max: 1_000, whole: false },
};

/** The estimate's figures in a query; none means the page is the prerendered one. */
export function estimateInputsOf(params: URLSearchParams): EstimateInputs {
  return Object.fromEntries(estimateFields.flatMap((field) => (params.get(field)?.trim() ? [[field, params.get(field)!.slice(0, 40)]] : [])));
}

/** Whether a request asks for an estimate (figures, or the booking link): the page is then rendered on request. */
export function asksForEstimate(params: URLSearchParams): boolean {
  return params.has(BOOK_PARAM) || Object.keys(estimateInputsOf(params)).length > 0;
}

/** A typed figure read as either language writes it: "1 000", "1,000", "45,50", "45.50". */
export function readFigure(field: EstimateField, typed: string | undefined): Figure {
  if (typed === undefined) return undefined;
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "");
  const normal = /^-?\d{1,3}(,\d{3})+$/.test(compact) ? compact.replace(/,/g, "") : compact.replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return { problem: "notNumber" };
  const value = Number(normal);
  const rule = figureRules[field];
  if (value < 0) return { problem: "negative" };
  if (value > rule.max) return { problem: "tooLarge" };
  if (rule.whole && !Number.isInteger(value)) return { problem: "notWhole" };
  return { value };
}

/** The value of a good figure. */
export const valueOf = (figure: Figure) => (figure && "value" in figure ? figure.value : undefined);

/**
 * Two figures that only make sense together (hours and hourly cost): when one is given and the
 * other is not, the missing one says so.
 */
export function readPair(inputs: EstimateInputs, first: EstimateField, second: EstimateField): [Figure, Figure] {
  const [a, b] = [readFigure(first, inputs[first]), readFigure(second, inputs[second])];
  const missing = { problem: "missing" } as const;
  return [a ?? (b ? missing : undefined), b ?? (a ? missing : undefined)];
}

/** The query of an estimate's address: the figures typed, in a fixed order; `book` for the booking link. */
export function estimateQuery(inputs: EstimateInputs, { book = false } = {}): string {
  const params = new URLSearchParams(estimateFields.flatMap((field) => (inputs[field] ? [[field, inputs[field]]] : [])));
  if (book) params.set(BOOK_PARAM, "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}
