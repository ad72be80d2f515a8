import { SiteLink } from "@/components/ui/SiteLink";
import { Heading } from "@/components/ui/Heading";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";

/** A call-to-action band that leads to the booking page of the current language. */
export function CtaBlock({ lang, title, text, button, testId }: { lang: Lang; title: string; text: string; button: string; testId?: string }) {
  return (
    <section data-reveal="" data-plain="" data-testid={testId} className="container-page py-6 sm:py-20">
      <div className="rounded-3xl bg-gradient-to-br from-brand-dark via-brand to-accent px-6 py-7 text-center text-white sm:px-12 sm:py-14">
        <Heading title={title} size="section" tone="brand">
          <p className="mx-auto mt-3 max-w-2xl text-indigo-50 sm:mt-4 sm:text-lg">{text}</p>
        </Heading>
        <SiteLink href={pathFor("bookCall", lang)} className="mt-6 inline-flex sm:mt-8 items-center justify-center rounded-full bg-white px-7 py-3 font-semibold text-brand-dark shadow hover:bg-indigo-50">
          {button}
        </SiteLink>
      </div>
    </section>
  );
}
