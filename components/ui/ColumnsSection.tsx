import type { ReactNode } from "react";

/** A section of two columns, side by side on large screens, on the page's white or a grey band. */
export function ColumnsSection({ labelledBy, grey = false, children }: { labelledBy: string; grey?: boolean; children: ReactNode }) {
  return (
    <section data-reveal="" aria-labelledby={labelledBy} className={grey ? "bg-mist" : undefined}>
      <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-2">{children}</div>
    </section>
  );
}
