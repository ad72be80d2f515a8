import { Chevron } from "@/components/ui/Chevron";
import { Heading } from "@/components/ui/Heading";
import type { FaqItem } from "@/content/types";

/**
 * Single-open, collapsible FAQ made of native <details> sharing one name: the browser closes
 * the open item when another opens, with no JavaScript.
 */
export function Faq({ id, title, items, plain = false, testId }: { id: string; title: string; items: FaqItem[]; plain?: boolean; testId?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-plain={plain ? "" : undefined} data-testid={testId} className="container-page py-8 sm:py-20">
      <Heading id={`${id}-title`} title={title} size="section" className="text-center" />
      <div className="mx-auto mt-6 max-w-3xl sm:mt-10 divide-y divide-line rounded-2xl border border-line bg-white" data-faq={id}>
        {items.map((item) => (
          <details key={item.question} name={id} className="group px-5 sm:px-6">
            <summary className="flex list-none items-center justify-between gap-4 py-3 text-left font-semibold sm:py-5">
              {item.question}
              <Chevron />
            </summary>
            <p className="pb-4 text-muted sm:pb-5">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
