import { Icon } from "@/components/services/Icon";
import { ui } from "@/content/ui";
import type { Lang } from "@/lib/i18n";
import { pathFor } from "@/lib/routes";
import type { NavGroup } from "@/site/navigation";
import { NavLink } from "./NavLink";

/** A service group's links, in a desktop menu or a mobile menu group: each service's icon, its name and one line on what it does. */
export function ServiceList({ group, lang, className }: { group: NavGroup; lang: Lang; className: string }) {
  const t = ui[lang];
  return (
    <ul className={className}>
      {group.items.map((item) => (
        <li key={item.screen}>
          <NavLink
            href={pathFor(item.screen, lang)}
            className="group/item flex items-start gap-3 rounded-lg p-2.5 hover:bg-mist aria-[current=page]:bg-brand-soft"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand group-aria-[current=page]/item:bg-brand group-aria-[current=page]/item:text-white">
              <Icon name={item.icon} size={20} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink group-hover/item:text-brand">{t.nav[item.label]}</span>
              <span className="block text-[13px] leading-snug text-muted">{t.header.descriptions[item.screen]}</span>
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
