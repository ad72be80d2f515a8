/**
 * The visit bench's floor (`--floor`): the least a page can be that has what a visit uses, served
 * by the bench itself. No script, no stylesheet, no font: the browser's own styles, a popover
 * menu of 20 links, a link to another page a few paragraphs down, a form of three fields (in the
 * middle of the page, or at its end), and speculation rules (prerender same-origin links,
 * moderate eagerness). What a visit to it costs is what this instrument (browser, emulation,
 * CPU ×4) costs before any site adds a byte; a goal below it cannot be met by any page.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const paragraph = (i: number) =>
  `<h2>Section ${i}</h2><p>${"A paragraph of plain text that a visitor reads on a phone, with nothing else around it. ".repeat(6)}</p>`;
const paragraphs = (from: number, count: number) => Array.from({ length: count }, (_, i) => paragraph(from + i)).join("");
const menuLinks = Array.from({ length: 20 }, (_, i) => `<li><a href="/topic-${i}">Topic ${i}</a></li>`).join("");
const RULES = JSON.stringify({ prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });

function page(title: string, main: string): string {
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><script type="speculationrules">${RULES}</script>` +
    `<header><div data-menu="tap"><button popovertarget="menu">Menu</button><nav id="menu" popover><ul>${menuLinks}</ul></nav></div></header>` +
    `<main><h1>${title}</h1>${main}</main>`
  );
}

const FORM =
  `<form method="post" action="/sent"><p><label>First name <input name="firstName" autocomplete="given-name" required></label></p>` +
  `<p><label>Email <input type="email" name="email" autocomplete="email" required></label></p>` +
  `<p><label>Message <textarea name="message" rows="4"></textarea></label></p><p><button type="submit">Send</button></p></form>`;

/** The floor's second page: its form is the last thing on it. */
export const FORM_AT_END = "/form-at-end";

/** Both floor pages down to their form's end: paragraphs, the link, paragraphs, the form. */
const UP_TO_FORM = `${paragraphs(0, 4)}<p><a href="/next">The next page</a></p>${paragraphs(4, 20)}${FORM}`;

function body(method: string, path: string): string {
  if (method === "POST") return page("Sent", "<p>Thank you.</p>");
  if (path === "/") return page("The floor", `${UP_TO_FORM}${paragraphs(24, 6)}`);
  // As a page whose only form is its footer's: no scroll brings the fields above the middle.
  if (path === FORM_AT_END) return page("The floor, its form at the end", UP_TO_FORM);
  return page(`Page ${path}`, paragraphs(0, 12));
}

export type FloorSite = { origin: string; stop: () => Promise<void> };

export async function startFloorSite(): Promise<FloorSite> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
      res.end(body(req.method ?? "GET", new URL(req.url ?? "/", "http://floor").pathname));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
