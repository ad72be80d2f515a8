import { Heading } from "@/components/ui/Heading";
import { NumberedSteps } from "@/components/ui/NumberedSteps";
import { ColumnsSection } from "@/components/ui/ColumnsSection";
import { SiteLink } from "@/components/ui/SiteLink";
import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";

/** How an application goes, the same for every position, and when the applicant hears from us: after the closing day, or as applications arrive. */
export function HiringProcess({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang].hiring;
  return (
    <ColumnsSection labelledBy="hiring-title" grey>
      <Heading id="hiring-title" title={t.title} size="block">
        <NumberedSteps steps={t.steps.map((text) => ({ text }))} look="list" className="mt-6" testId="hiring-step" />
      </Heading>
      <div className="self-start rounded-3xl border border-line bg-white p-6 sm:p-8" data-hear-back="">
        <Heading title={t.whenTitle} size="minor" />
        <p className="mt-3 text-ink">{position.closes ? t.whenCloses(formatDate(position.closes, lang)) : t.whenUntilFilled}</p>
        <p className="mt-4 text-sm text-muted">
          {t.privacy}{" "}
          <SiteLink href={pathFor("privacy", lang)} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">{t.privacyLink}</SiteLink>.
        </p>
      </div>
    </ColumnsSection>
  );
}
