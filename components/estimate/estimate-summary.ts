import { estimateCopy } from "@/content/estimate-copy";
import { prices } from "@/content/prices";
import { formatMoney, formatNumber, plainText } from "@/lib/format";
import { estimateView, type EstimateProps } from "./estimate-view";

/**
 * The contact message the "book a call about this estimate" link prefills
 * (docs/decisions/064-estimate-from-the-site-prices.md): the estimate's figures as plain lines,
 * or nothing while they are incomplete or wrong.
 */
export function estimateSummary(props: EstimateProps): string | undefined {
  const view = estimateView(props);
  if (!view.complete) return undefined;
  const { lang } = props;
  const t = estimateCopy[lang].summary;
  const money = (amount: number) => formatMoney(amount, lang);
  const minutes = view.minutes === undefined ? [] : [t.minutes(formatNumber(view.minutes, lang))];
  const rows = view.rows.map(({ name, sums: [first, second] }) => (second ? t.subscription(name, first!.total, second.total) : t.metered(name, first!.total)));
  const own = view.own ? [(view.kind === "metered" ? t.ownMonth : t.ownYear)(view.own.total)] : [];
  // A subscription's first year already holds the onboarding fee; a metered month does not.
  const fee = view.kind === "metered" ? [t.onboarding(money(prices[props.service].onboardingFee))] : [];
  const lines = [t.heading(props.serviceName), ...minutes, ...rows, ...fee, ...own];
  return plainText(lines.join("\n"));
}
