/** The h2 and intro that open every section of a service page. */
export function SectionHeading({ id, title, intro, tone = "light" }: { id: string; title: string; intro?: string; tone?: "light" | "dark" }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>{intro}</p> : null}
    </div>
  );
}
