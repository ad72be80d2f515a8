import type { ReactNode } from "react";

/** The top band of a text page: its one h1, an optional lead paragraph, and extra lines below. */
export function PageHero({ id, title, lead, centered = false, children }: { id: string; title: string; lead?: string; centered?: boolean; children?: ReactNode }) {
  const center = centered ? "mx-auto text-center" : "";
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-brand-soft to-white">
      <div className={`container-page py-14 sm:py-20 ${center}`}>
        <h1 id={id} className={`max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl ${center}`}>
          {title}
        </h1>
        {children}
        {lead && <p className={`mt-5 max-w-2xl text-lg text-pretty text-muted ${center}`}>{lead}</p>}
      </div>
    </section>
  );
}
