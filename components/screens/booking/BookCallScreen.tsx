import { Heading } from "@/components/ui/Heading";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import { PageHero } from "@/components/ui/PageHero";
import { SiteLink } from "@/components/ui/SiteLink";
import { bookingCopy } from "@/content/pages/booking";
import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { BookingWidget } from "@/components/booking/BookingWidget";

export function BookCallScreen({ lang }: { lang: Lang }) {
  const t = bookingCopy[lang];
  const c = siteConfig();
  const ways = (
    <ul className="mt-6 space-y-4">
      <li>
        <a href={c.BOOKING_URL} target="_blank" rel="noopener noreferrer" className="btn-primary">
          {t.fallbackBooking}
        </a>
      </li>
      <li>
        <span className="block text-sm font-semibold text-muted">{t.fallbackEmail}</span>
        <a href={`mailto:${c.COMPANY_EMAIL}`} className="font-semibold text-brand underline underline-offset-4">
          {c.COMPANY_EMAIL}
        </a>
        <span className="block text-sm text-muted">{t.emailReply}</span>
      </li>
      <li>
        <span className="block text-sm font-semibold text-muted">{t.fallbackPhone}</span>
        <a href={`tel:${c.COMPANY_PHONE.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand underline underline-offset-4">
          {c.COMPANY_PHONE}
        </a>
        <span className="block text-sm text-muted">{t.phoneHours}</span>
      </li>
    </ul>
  );
  const status = {
    loading: { title: t.loadingTitle, text: t.loadingText },
    failed: { title: t.fallbackTitle, text: t.fallbackText },
    noScript: { title: t.noScriptTitle, text: t.noScriptText },
  };
  return (
    <>
      <PageHero id="booking-title" title={t.title} lead={t.subtitle} centered />
      <section aria-labelledby="booking-steps-title" className="container-page">
        <Heading id="booking-steps-title" title={t.stepsTitle} size="section" className="sr-only" />
        <NumberedSteps steps={t.steps} look="cards" />
      </section>
      <section className="container-page py-10 sm:py-14">
        <BookingWidget url={c.BOOKING_URL} label={t.widgetLabel} status={status} ways={ways} />
        <p className="mt-4 text-center text-sm text-muted" data-booking-privacy="">
          {t.privacyNote}{" "}
          <SiteLink href={pathFor("privacy", lang)} className="font-medium text-brand underline underline-offset-4">
            {t.privacyLink}
          </SiteLink>
        </p>
      </section>
    </>
  );
}
