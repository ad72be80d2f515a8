import type { Stat } from "@/content/services/types";

/** Each figure as a card of its own (home), or all of them in one band split by rules (a service's hero). */
const looks = {
  cards: {
    list: "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4",
    item: "rounded-2xl border border-line bg-white p-4 text-center shadow-sm sm:p-6",
    label: "mt-2 text-sm text-muted sm:text-base",
    value: "text-[clamp(1.25rem,6vw,1.875rem)] font-extrabold tracking-tight text-brand sm:text-4xl",
  },
  band: {
    list: "grid grid-cols-3 divide-x divide-line rounded-2xl border border-line bg-white/80 py-5 shadow-sm sm:py-6",
    item: "justify-end px-2 text-center sm:px-6",
    label: "mt-1 text-xs leading-snug text-muted sm:text-sm",
    value: "text-[min(4.6vw,1.25rem)] font-bold tracking-tight text-brand sm:text-2xl md:text-3xl",
  },
};

/** Key figures, each a value over its label: in the HTML the label (dt) comes first, as a definition list wants. */
export function StatList({ stats, look, className = "" }: { stats: readonly Stat[]; look: keyof typeof looks; className?: string }) {
  const l = looks[look];
  return (
    <dl className={`${l.list} ${className}`}>
      {stats.map((stat) => (
        <div key={stat.value + stat.label} className={`flex flex-col-reverse ${l.item}`}>
          <dt data-stat="" className={l.label}>{stat.label}</dt>
          <dd data-stat="" className={l.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
