import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// What the prerender sees: the internal path and the route parameters.
const route = vi.hoisted(() => ({ pathname: "/apply", params: {} as Record<string, string> }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname, useParams: () => route.params }));

const { LanguageLink } = await import("@/components/layout/LanguageLink");

const render = (props: Parameters<typeof LanguageLink>[0]) => renderToStaticMarkup(createElement(LanguageLink, props));

// The language links are right in the HTML the server sends, before and without JavaScript.
describe("LanguageLink", () => {
  it("leads to the counterpart of the page shown; an apply variant keeps its position", () => {
    Object.assign(route, { pathname: "/apply/2", params: { job: "2" } });
    expect(render({ lang: "fi", children: "Suomi" })).toContain('href="/fi/hae-tyopaikkaa?job=2"');
    expect(render({ lang: "en", children: "English" })).toContain('aria-current="page"');
    Object.assign(route, { pathname: "/about", params: {} });
    expect(render({ lang: "fi", children: "Suomi" })).toContain('href="/fi/tietoa-meista"');
  });

  it("marks the current language as the page itself, and on a page outside the table as current only", () => {
    Object.assign(route, { pathname: "/fi/tietosuoja", params: {} });
    expect(render({ lang: "fi", children: "Suomi" })).toContain('aria-current="page"');
    expect(render({ lang: "en", children: "English" })).not.toContain("aria-current");
    route.pathname = "/fi/no-such-page";
    expect(render({ lang: "fi", children: "Suomi" })).toContain('aria-current="true"');
  });
});
