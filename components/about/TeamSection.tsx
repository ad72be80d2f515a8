import { Heading } from "@/components/ui/Heading";
import type { TeamMember } from "@/content/team";
import type { Lang } from "@/lib/i18n";

/** The team members, each with photo, name and role; no section at all while there are none (docs/decisions/065-trust-page-and-team.md). */
export function TeamSection({ lang, title, members }: { lang: Lang; title: string; members: TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team" className="container-page py-14 sm:py-20" data-team="">
      <Heading id="team" title={title} size="section" />
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id}>
            <img src={member.photo} width={member.photoWidth} height={member.photoHeight} alt={member[lang].photoAlt} loading="lazy" decoding="async" className="aspect-square w-full rounded-2xl object-cover" />
            <h3 className="mt-4 text-lg font-semibold text-ink">{member.name}</h3>
            <p className="text-muted">{member[lang].role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
