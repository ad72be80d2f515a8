import type { ProcessCopy } from "@/content/services/types";
import { serviceUi } from "@/content/services/ui";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import type { Lang } from "@/lib/i18n";
import { SectionHeading } from "./SectionHeading";

export function ProcessSteps({ lang, title, intro, steps }: ProcessCopy & { lang: Lang }) {
  return (
    <section id="process" data-reveal="" aria-labelledby="process-title" className="container-page py-8 sm:py-24">
      <SectionHeading id="process-title" title={title} intro={intro} />
      <div className="relative mt-4 sm:mt-12">
        <div aria-hidden="true" className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand via-indigo-300 to-accent lg:block" />
        <NumberedSteps steps={steps} look="timeline" label={serviceUi[lang].stepLabel} testId="process-step" />
      </div>
    </section>
  );
}
