import { jobsCopy } from "@/content/pages/jobs";
import type { Position } from "@/content/positions";
import { formatDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n";
import { payText } from "@/site/positions-as-shown";

/** A position's facts as its page lists them: department, place, remote work, type, pay when set, the day posted and the last day to apply. */
export function PositionFacts({ position, lang }: { position: Position; lang: Lang }) {
  const t = jobsCopy[lang];
  const job = position[lang];
  const facts = [
    ["department", t.department, job.department],
    ["location", t.location, job.location],
    ["remote", t.remote.term, position.remote ? t.remote.yes : t.remote.no],
    ["type", t.type, job.type],
    ["pay", t.pay, payText(position, lang)],
    ["posted", t.posted, formatDate(position.posted, lang)],
    ["closes", t.closes, position.closes ? formatDate(position.closes, lang) : t.untilFilled],
  ] as const;
  return (
    <dl className="mt-4 divide-y divide-line">
      {facts.map(([key, term, value]) =>
        value ? (
          <div key={key} className="flex flex-wrap justify-between gap-x-4 py-2.5" data-fact={key}>
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
