import { Heading } from "@/components/ui/Heading";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import { PageHero } from "@/components/ui/PageHero";
import { SiteLink } from "@/components/ui/SiteLink";
import { bookingCopy } from "@/content/pages/booking";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { BookingWidget } from "@/components/booking/BookingWidget";

export function BookCallScreen({ lang }: { lang: Lang }) {
  const t = bookingCopy[lang];
  return (
    <>
      <PageHero id="booking-title" title={t.title} lead={t.subtitle} centered />
      <section aria-labelledby="booking-steps-title" className="container-page">
        <Heading id="booking-steps-title" title={t.stepsTitle} size="section" className="sr-only" />
        <NumberedSteps steps={t.steps} look="cards" />
      </section>
      <section className="container-page py-10 sm:py-14">
        <BookingWidget lang={lang} />
        <p className="mt-4 text-center text-sm text-muted" data-booking-privacy="">
          {t.privacyNote}{" "}
          <SiteLink href={pathFor("privacy", lang)} className="font-medium text-brand underline underline-offset-4">{t.privacyLink}</SiteLink>
        </p>
      </section>
    </>
  );
}
