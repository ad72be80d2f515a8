import type { ReactNode } from "react";
import { PrivacyBlocks } from "@/components/privacy/PrivacyBlocks";
import { PageHero } from "@/components/ui/PageHero";
import { Heading } from "@/components/ui/Heading";
import { SiteLink } from "@/components/ui/SiteLink";
import { processorTable, retentionTable } from "@/content/pages/privacy";
import { trustCopy } from "@/content/pages/trust";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { optionalWidgetsInUse, shownTable } from "@/site/privacy-as-shown";

const link = "font-medium text-brand underline underline-offset-4";

function TrustSection({ section, children }: { section: { id: string; title: string; paragraphs: string[] }; children?: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 border-t border-line py-10 first:border-t-0 first:pt-0" data-trust-section="">
      <Heading id={`${section.id}-title`} title={section.title} size="card" />
      {section.paragraphs.map((text) => <p key={text} className="mt-4 leading-relaxed text-muted">{text}</p>)}
      {children}
    </section>
  );
}

/** The company's e-mail address as a link, ending the sentence `lead` begins. */
function EmailSentence({ lead }: { lead: string }) {
  const email = siteConfig().COMPANY_EMAIL;
  return (
    <p className="mt-4 leading-relaxed text-muted">
      {lead} <a href={`mailto:${email}`} className={link}>{email}</a>.
    </p>
  );
}

/**
 * The trust page: the processors this site uses and how long data is kept (the privacy notice's
 * own tables, shown as the notice shows them), how to ask for a data processing agreement, and
 * how the AI services say they are AI.
 */
export function TrustScreen({ lang }: { lang: Lang }) {
  const t = trustCopy[lang];
  const uses = optionalWidgetsInUse();
  return (
    <>
      <PageHero id="trust-title" title={t.title} lead={t.intro} />
      {/* Below the first screen every part of <main> is a section, drawn on demand (docs/decisions/041-content-below-the-first-section-on-demand.md). */}
      <section className="container-page pb-16 sm:pb-24">
        <div className="max-w-3xl">
          <TrustSection section={t.processors}>
            <div data-trust-processors="">
              <PrivacyBlocks blocks={[{ table: shownTable(processorTable[lang], uses) }]} />
            </div>
            <p className="mt-4 leading-relaxed text-muted">{t.processors.note}</p>
          </TrustSection>
          <TrustSection section={t.storage}>
            <div data-trust-retention="">
              <PrivacyBlocks blocks={[{ table: shownTable(retentionTable[lang], uses) }]} />
            </div>
            <p className="mt-4 leading-relaxed text-muted">
              <SiteLink href={pathFor("privacy", lang)} className={link}>{t.storage.privacyLink}</SiteLink>
            </p>
          </TrustSection>
          <TrustSection section={t.agreement}>
            <EmailSentence lead={t.agreement.emailLead} />
          </TrustSection>
          <TrustSection section={t.aiDisclosure}>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-muted marker:text-brand">
              {t.aiDisclosure.services.map((text) => <li key={text}>{text}</li>)}
            </ul>
            <EmailSentence lead={t.aiDisclosure.reportLead} />
          </TrustSection>
        </div>
      </section>
    </>
  );
}
