import type { ProcessCopy } from "@/content/services/types";
import { SectionHeading } from "./SectionHeading";
import { hyphenate } from "@/content/hyphenation";

export function ProcessSteps({ process, stepLabel }: { process: ProcessCopy; stepLabel: (n: number) => string }) {
  return (
    <section id="process" data-reveal="" aria-labelledby="process-title" className="container-page py-12 sm:py-24">
      <SectionHeading id="process-title" title={process.title} intro={process.intro} />
      <div className="relative mt-8 sm:mt-12">
        <div aria-hidden="true" className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand via-indigo-300 to-accent lg:block" />
        <ol className="relative grid gap-6 md:grid-cols-2 md:gap-8 lg:grid-cols-4 lg:gap-6">
        {process.steps.map((step, i) => (
          <li key={step.title} data-testid="process-step" className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
            <span aria-hidden="true" className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white ring-8 ring-white">
              {i + 1}
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{stepLabel(i + 1)}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{hyphenate(step.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
            </div>
          </li>
        ))}
        </ol>
      </div>
    </section>
  );
}
