import type { ShownBlock } from "@/site/privacy-as-shown";

/** A cell's column name, shown only where the table's rows stack as cards (the header row is then read, not shown). */
function CellLabel({ text }: { text: string }) {
  return <span aria-hidden="true" className="mb-1 block text-xs font-semibold tracking-wide text-muted uppercase sm:hidden">{text}</span>;
}

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
          const [rowLabel, textLabel] = block.table.head;
          // Below sm each row is a card that names its cells, so a phone reads it without scrolling sideways.
          return (
            <div key={index} className="mt-4 sm:overflow-hidden sm:rounded-2xl sm:border sm:border-line">
              <table className="w-full text-left text-sm max-sm:block" data-stacked-table="">
                <thead className="bg-mist text-ink max-sm:sr-only">
                  <tr>
                    {block.table.head.map((cell) => <th key={cell} scope="col" className="px-4 py-3 font-semibold">{cell}</th>)}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
                  {block.table.rows.map(([head, text]) => (
                    <tr key={head} className="max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-line max-sm:p-4">
                      <th scope="row" className="px-4 py-3 align-top font-medium text-ink max-sm:block max-sm:p-0">
                        <CellLabel text={rowLabel} />
                        {head}
                      </th>
                      <td className="px-4 py-3 text-muted max-sm:mt-3 max-sm:block max-sm:p-0">
                        <CellLabel text={textLabel} />
                        {text}
                      </td>
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
