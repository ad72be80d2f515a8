/** One image the shots script wrote, under a heading (the page, or the share images). */
export type Shot = { group: string; label: string; file: string };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** A plain page that shows every image, grouped, each linked to its full-size file. */
export function indexPage(shots: Shot[]): string {
  const groups = new Map<string, Shot[]>();
  for (const shot of shots) groups.set(shot.group, [...(groups.get(shot.group) ?? []), shot]);
  const sections = [...groups].map(
    ([group, items]) =>
      `<section><h2>${escape(group)}</h2><div class="row">${items
        .map((s) => `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" alt="" loading="lazy"></a><figcaption>${escape(s.label)}</figcaption></figure>`)
        .join("")}</div></section>`,
  );
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#0f172a}
.row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
figure{margin:0}img{display:block;border:1px solid #e2e8f0;max-height:480px;width:auto;max-width:100%}
figure:first-child img{max-width:640px}
</style>
<h1>Screenshots</h1>
${sections.join("\n")}
</html>
`;
}
