import type { ReactNode } from "react";

/**
 * Type sizes of headings: a page's one h1, a section of a page, a smaller block inside a section,
 * the title of a card or aside, a minor heading over a short list, and a small caps label (a contents list).
 */
const sizes = {
  page: { title: "text-4xl font-extrabold tracking-tight sm:text-5xl", lead: "mt-4 sm:mt-5 sm:text-lg" },
  section: { title: "text-3xl font-bold tracking-tight sm:text-4xl", lead: "mt-3 sm:mt-4 sm:text-lg" },
  block: { title: "text-2xl font-bold tracking-tight sm:text-3xl", lead: "mt-3" },
  card: { title: "text-2xl font-bold tracking-tight", lead: "mt-3" },
  minor: { title: "text-xl font-bold", lead: "mt-3" },
  label: { title: "text-sm font-semibold tracking-wide uppercase", lead: "mt-2 text-sm" },
};

const tones = {
  light: { title: "text-ink", lead: "text-muted" },
  quiet: { title: "text-muted", lead: "text-muted" },
  dark: { title: "text-white", lead: "text-slate-300" },
  brand: { title: "text-white", lead: "text-indigo-50" },
};

type Props = {
  level?: 1 | 2;
  /** Omitted only where nothing points at the heading (aria-labelledby, a test). */
  id?: string;
  title: ReactNode;
  /** The paragraph that introduces what follows. */
  lead?: string;
  size: keyof typeof sizes;
  tone?: keyof typeof tones;
  /** Placement of the block (margins, width, alignment). */
  className?: string;
  /** More text under the heading. */
  children?: ReactNode;
};

/** A heading, the paragraph that introduces its part of the page, and what else the part opens with. */
export function Heading({ level = 2, id, title, lead, size, tone = "light", className, children }: Props) {
  const Title = level === 1 ? "h1" : "h2";
  return (
    <div className={className}>
      <Title id={id} className={`${sizes[size].title} text-balance ${tones[tone].title}`}>
        {title}
      </Title>
      {lead ? <p className={`${sizes[size].lead} text-pretty ${tones[tone].lead}`}>{lead}</p> : null}
      {children}
    </div>
  );
}
