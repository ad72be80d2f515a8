import type { ShownBlock } from "@/site/privacy-as-shown";

/** The text of a privacy notice section: paragraphs, lists and two-column tables. */
export function PrivacyBlocks({ blocks }: { blocks: ShownBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if ("list" in block) {
          return (
            <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-muted marker:text-brand">
              {block.list.map((item) => <li key={item}>{item}</li>)}
            </ul>
          );
        }
        if ("table" in block) {
          return (
            // A scrollable region must be reachable by keyboard, and named.
            <div
              key={index}
              role="region"
              tabIndex={0}
              aria-label={block.table.head.join(" / ")}
              className="mt-4 overflow-x-auto rounded-2xl border border-line"
            >
              <table className="w-full min-w-[32rem] text-left text-sm">
                <thead className="bg-mist text-ink">
                  <tr>
                    {block.table.head.map((cell) => <th key={cell} scope="col" className="px-4 py-3 font-semibold">{cell}</th>)}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {block.table.rows.map(([head, text]) => (
                    <tr key={head}>
                      <th scope="row" className="px-4 py-3 align-top font-medium text-ink">{head}</th>
                      <td className="px-4 py-3 text-muted">{text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }
        return (
          <p key={index} className="mt-4 leading-relaxed text-muted">
            {block.p}
            {block.link ? (
              <>
                {" "}
                <a href={block.link.href} className="font-medium text-brand underline underline-offset-4" rel="noopener noreferrer">{block.link.text}</a>
              </>
            ) : null}
          </p>
        );
      })}
    </>
  );
}
