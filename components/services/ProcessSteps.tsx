import type { ProcessCopy } from "@/content/services/types";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import { SectionHeading } from "./SectionHeading";

export function ProcessSteps({ process, stepLabel }: { process: ProcessCopy; stepLabel: (n: number) => string }) {
  return (
    <section id="process" data-reveal="" aria-labelledby="process-title" className="container-page py-10 sm:py-24">
      <SectionHeading id="process-title" title={process.title} intro={process.intro} />
      <div className="relative mt-8 sm:mt-12">
        <div aria-hidden="true" className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand via-indigo-300 to-accent lg:block" />
        <NumberedSteps steps={process.steps} look="timeline" label={stepLabel} testId="process-step" />
      </div>
    </section>
  );
}
