import type { Heading as ArticleHeading } from "@/lib/markdown/rendered";
import { Heading } from "@/components/ui/Heading";

/** The article's sections as in-page links (a long article's: components/screens/blog/ArticleScreen.tsx). */
export function TableOfContents({ title, headings, className }: { title: string; headings: ArticleHeading[]; className: string }) {
  return (
    <nav aria-labelledby="toc-title" className={`rounded-2xl border border-line bg-mist p-5 ${className}`} data-toc="">
      <Heading id="toc-title" title={title} size="label" tone="quiet" />
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "pl-4" : undefined}>
            <a href={`#${heading.id}`} className="text-ink hover:text-brand hover:underline">{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
