import { hyphenate } from "@/content/hyphenation";

export type NumberedStep = { title?: string; text: string };

/**
 * A timeline of titled steps (a service's process), titled steps as cards side by side (booking),
 * or a plain list of one-line steps (how to apply for a job).
 */
const looks = {
  timeline: {
    list: "relative grid gap-3 sm:gap-6 md:grid-cols-2 md:gap-8 lg:grid-cols-4 lg:gap-6",
    item: "relative max-sm:block lg:flex-col lg:items-center lg:text-center",
    number: "relative z-10 size-6 text-xs ring-white max-sm:float-left max-sm:mr-2 sm:size-12 sm:text-lg sm:ring-8",
    title: "font-semibold text-ink sm:mt-1 sm:text-lg",
    text: "mt-0.5 text-sm leading-snug text-muted sm:mt-2 sm:leading-relaxed",
  },
  cards: {
    list: "grid gap-4 md:grid-cols-3",
    item: "rounded-2xl border border-line bg-white p-5",
    number: "size-9",
    title: "font-semibold",
    text: "mt-1 text-sm text-muted",
  },
  list: {
    list: "space-y-4",
    item: "",
    number: "size-8 text-sm",
    title: "",
    text: "pt-1 text-ink",
  },
};

type Props = {
  steps: readonly NumberedStep[];
  look: keyof typeof looks;
  /** The small line above a step's title ("Step 1"), where the steps have one. */
  label?: (n: number) => string;
  className?: string;
  /** data-testid of each step. */
  testId?: string;
};

/** Steps in order, each with its number in a brand circle (the list's own numbers are read out; the circle is decoration). */
export function NumberedSteps({ steps, look, label, className = "", testId }: Props) {
  const l = looks[look];
  return (
    <ol className={`${l.list} ${className}`}>
      {steps.map((step, i) => (
        <li key={step.title ?? step.text} data-testid={testId} className={`flex gap-4 ${l.item}`}>
          <span aria-hidden="true" className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white ${l.number}`}>
            {i + 1}
          </span>
          {step.title ? (
            <div>
              {label ? <p className="hidden text-xs font-semibold tracking-wide text-accent uppercase sm:block">{label(i + 1)}</p> : null}
              <h3 className={l.title}>{hyphenate(step.title)}</h3>
              <p className={l.text}>{step.text}</p>
            </div>
          ) : (
            <span className={l.text}>{step.text}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
