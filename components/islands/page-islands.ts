import { estimateProps, hasEstimate } from "@/components/estimate/estimate-props";
import { estimateSummary } from "@/components/estimate/estimate-summary";
import type { PositionSummary } from "@/components/forms/PositionCard";
import type { FormIslandProps } from "@/components/forms/use-form-action";
import { heroVideo } from "@/components/home/Hero";
import { asksForEstimate } from "@/lib/estimate-inputs";
import { applyChoice } from "@/components/screens/jobs/ApplyScreen";
import { siteConfig } from "@/lib/site-config";
import { hasContactForm } from "@/site/navigation";
import { pathOf, type SitePage } from "@/site/pages";

/** The server's answer to a form posted without JavaScript: which form, and its state (lib/forms/state.ts). */
export type FormAnswer = { form: string; state: unknown };

/**
 * The form islands of a page and their props: the footer's newsletter form (an article's own one
 * instead), its contact form where the page has one, and an open position's application form.
 * The form that was posted gets the server's answer. A priced service page has its estimate, with
 * the figures of the query it was rendered for; the contact message then tells them
 * (docs/decisions/064-estimate-from-the-site-prices.md).
 */
export function islandsOf(page: SitePage, answer?: FormAnswer, query = new URLSearchParams()) {
  const props = (form: string): FormIslandProps => ({ lang: page.lang, ...(answer?.form === form ? { answer: answer.state } : {}) });
  const article = page.kind === "blog" && page.page.kind === "article";
  const choice = page.kind === "apply" && !page.closed ? applyChoice(page.lang, page.job, page.open) : undefined;
  const estimate = page.kind === "screen" && hasEstimate(page.screen) ? estimateProps(page.screen, page.lang, query) : undefined;
  const prefill = estimate && asksForEstimate(query) ? estimateSummary(estimate) : undefined;
  return {
    estimate,
    newsletter: article ? undefined : props("newsletter"),
    articleNewsletter: article ? props("newsletter") : undefined,
    contact: hasContactForm(pathOf(page)) ? { ...props("contact"), ...(prefill ? { message: prefill } : {}) } : undefined,
    apply: choice && ({ ...props("apply"), ...choice } satisfies FormIslandProps & { position: PositionSummary; others: PositionSummary[] }),
    voice: siteConfig().VOICE_AGENT_ID ? { lang: page.lang, agentId: siteConfig().VOICE_AGENT_ID } : undefined,
    video: page.kind === "screen" && page.screen === "home" ? heroVideo(page.lang) : undefined,
    token: page.kind === "newsletter" ? { ...props(page.action), kind: page.action, token: page.token } : undefined,
  };
}
