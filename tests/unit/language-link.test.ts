import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const pathname = vi.hoisted(() => ({ current: "/apply" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

const { LanguageLink } = await import("@/components/layout/LanguageLink");

const render = (props: Parameters<typeof LanguageLink>[0]) => renderToStaticMarkup(createElement(LanguageLink, props));

// The language links are right in the HTML the server sends, before and without JavaScript.
describe("LanguageLink", () => {
  it("leads to the counterpart of the page shown and carries the query given", () => {
    pathname.current = "/apply";
    expect(render({ lang: "fi", query: "?job=2", children: "Suomi" })).toContain('href="/fi/hae-tyopaikkaa?job=2"');
    expect(render({ lang: "fi", children: "Suomi" })).toContain('href="/fi/hae-tyopaikkaa"');
  });

  it("marks the current language as the page itself, and on a page outside the table as current only", () => {
    pathname.current = "/fi/tietosuoja";
    expect(render({ lang: "fi", children: "Suomi" })).toContain('aria-current="page"');
    expect(render({ lang: "en", children: "English" })).not.toContain("aria-current");
    pathname.current = "/fi/no-such-page";
    expect(render({ lang: "fi", children: "Suomi" })).toContain('aria-current="true"');
  });
});
