import { estimateCopy } from "@/content/estimate-copy";
import { prices, type MeteredPricing, type ToggledPricing } from "@/content/prices";
import { serviceUi } from "@/content/services/ui";
import { breakEvenMinutes, firstYear, meteredMonth, ownCost } from "@/lib/estimate";
import { readFigure, readPair, valueOf, type EstimateField, type EstimateInputs, type Figure } from "@/lib/estimate-inputs";
import { formatMoney, formatNumber } from "@/lib/format";
import type { Lang } from "@/lib/i18n";

/** The services priced from a list (not quoted): each gets an estimate. */
export type EstimatedService = "phoneReceptionist" | "chatAssistant" | "aiSeo";
export const estimatedServices: readonly string[] = ["phoneReceptionist", "chatAssistant", "aiSeo"] satisfies EstimatedService[];

/** An estimate's props, plain data (an island's props): the page it is on, the names it shows and what was typed. */
export type EstimateProps = {
  lang: Lang;
  service: EstimatedService;
  /** The page's path: the form's action and the address kept in step. */
  path: string;
  serviceName: string;
  packageNames: { starter: string; professional: string; enterprise: string };
  inputs: EstimateInputs;
};

/** A worked sum: how it is reached, and what it comes to. */
export type Sum = { working: string; total: string; amount: number };
export type FieldView = { field: EstimateField; label: string; optional: boolean; typed: string; problem?: string };
export type RowView = { id: "starter" | "professional"; name: string; sums: Sum[] };

export type EstimateView = {
  kind: "metered" | "subscription";
  intro: string;
  fields: FieldView[];
  columns: string[];
  note: string;
  /** The minutes a month the costs are for (metered). */
  minutes?: number;
  /** Empty while there is nothing to work out (no minutes yet). */
  rows: RowView[];
  own?: Sum;
  breakEven?: { text: string; working: string };
  /** Whether the figures make an estimate the booking link can carry. */
  complete: boolean;
};

const field = (props: EstimateProps, name: EstimateField, figure: Figure, optional = false): FieldView => {
  const t = estimateCopy[props.lang];
  return { field: name, label: t[name], optional, typed: props.inputs[name] ?? "", problem: figure && "problem" in figure ? t.problems[figure.problem] : undefined };
};

function meteredView(props: EstimateProps, pricing: MeteredPricing): EstimateView {
  const { lang, packageNames } = props;
  const t = estimateCopy[lang];
  const money = (amount: number) => formatMoney(amount, lang);
  const minutesFigure = readFigure("minutes", props.inputs.minutes) ?? (props.inputs.hourly ? ({ problem: "missing" } as const) : undefined);
  const hourlyFigure = readFigure("hourly", props.inputs.hourly);
  const [minutes, hourly] = [valueOf(minutesFigure), valueOf(hourlyFigure)];
  const [starter, professional] = [pricing.packages[0].price, pricing.packages[1].price];
  const row = (id: RowView["id"], rate: typeof starter, m: number): RowView => {
    const amount = meteredMonth(rate, m);
    return { id, name: packageNames[id], sums: [{ working: t.meteredSum(money(rate.monthly), formatNumber(m, lang), money(rate.perMinute)), total: money(amount), amount }] };
  };
  const even = breakEvenMinutes(starter, professional);
  const own = minutes !== undefined && hourly !== undefined ? ownCost(minutes / 60, hourly) : undefined;
  return {
    kind: "metered",
    intro: t.intro.metered,
    fields: [field(props, "minutes", minutesFigure), field(props, "hourly", hourlyFigure, true)],
    columns: [t.packageColumn, t.perMonth],
    minutes,
    note: serviceUi[lang].onboardingFee(money(pricing.onboardingFee)),
    rows: minutes === undefined ? [] : [row("starter", starter, minutes), row("professional", professional, minutes)],
    own: own === undefined ? undefined : { working: t.ownMinutesSum(formatNumber(minutes!, lang), money(hourly!)), total: money(own), amount: own },
    breakEven:
      even === undefined
        ? undefined
        : { text: t.breakEven(packageNames.professional, formatNumber(Math.floor(even), lang)), working: t.breakEvenSum(money(professional.monthly - starter.monthly), money(starter.perMinute - professional.perMinute)) },
    complete: minutes !== undefined && !hasProblem(hourlyFigure),
  };
}

function subscriptionView(props: EstimateProps, pricing: ToggledPricing): EstimateView {
  const { lang, packageNames } = props;
  const t = estimateCopy[lang];
  const money = (amount: number) => formatMoney(amount, lang);
  const [hoursFigure, hourlyFigure] = readPair(props.inputs, "hours", "hourly");
  const [hours, hourly] = [valueOf(hoursFigure), valueOf(hourlyFigure)];
  const fee = pricing.onboardingFee;
  const row = (id: RowView["id"], rate: (typeof pricing.packages)[0]["price"]): RowView => {
    const { monthlyBilling, annualBilling } = firstYear(rate, fee);
    return {
      id,
      name: packageNames[id],
      sums: [
        { working: t.monthlySum(money(fee), money(rate.monthly)), total: money(monthlyBilling), amount: monthlyBilling },
        { working: t.annualSum(money(fee), money(rate.annual)), total: money(annualBilling), amount: annualBilling },
      ],
    };
  };
  const own = hours !== undefined && hourly !== undefined ? ownCost(hours * 12, hourly) : undefined;
  return {
    kind: "subscription",
    intro: t.intro.subscription,
    fields: [field(props, "hours", hoursFigure, true), field(props, "hourly", hourlyFigure, true)],
    columns: [t.packageColumn, t.monthlyBilling, t.annualBilling],
    note: t.firstYearNote,
    rows: [row("starter", pricing.packages[0].price), row("professional", pricing.packages[1].price)],
    own: own === undefined ? undefined : { working: t.ownHoursSum(formatNumber(hours!, lang), money(hourly!)), total: money(own), amount: own },
    complete: !hasProblem(hoursFigure) && !hasProblem(hourlyFigure),
  };
}

const hasProblem = (figure: Figure) => Boolean(figure && "problem" in figure);

/** What an estimate shows for the figures typed, worked out from content/prices.ts. */
export function estimateView(props: EstimateProps): EstimateView {
  const pricing = prices[props.service];
  return pricing.billing === "monthlyPlusUsage" ? meteredView(props, pricing) : subscriptionView(props, pricing);
}
