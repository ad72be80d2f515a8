import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageLink } from "@/components/layout/LanguageLink";
import { PageLocationProvider, type PageLocation } from "@/components/layout/page-location";

/** The link as the page's render gives it: the page's public path and, on the application form, its position (?job=N). */
const render = (location: PageLocation, props: Parameters<typeof LanguageLink>[0]) =>
  renderToStaticMarkup(createElement(PageLocationProvider, { location, children: createElement(LanguageLink, props) }));

// The language links are right in the HTML the server sends, before and without JavaScript.
describe("LanguageLink", () => {
  it("leads to the counterpart of the page shown; the application form keeps its position", () => {
    const apply = { pathname: "/apply", job: "2" };
    expect(render(apply, { lang: "fi", children: "Suomi" })).toContain('href="/fi/hae-tyopaikkaa?job=2"');
    expect(render(apply, { lang: "en", children: "English" })).toContain('aria-current="page"');
    expect(render({ pathname: "/about" }, { lang: "fi", children: "Suomi" })).toContain('href="/fi/tietoa-meista"');
  });

  it("marks the current language as the page itself, and on a page outside the table as current only", () => {
    const privacy = { pathname: "/fi/tietosuoja" };
    expect(render(privacy, { lang: "fi", children: "Suomi" })).toContain('aria-current="page"');
    expect(render(privacy, { lang: "en", children: "English" })).not.toContain("aria-current");
    expect(render({ pathname: "/fi/no-such-page" }, { lang: "fi", children: "Suomi" })).toContain('aria-current="true"');
  });

  it("takes the address a blog page gives, its counterpart being content the browser does not have", () => {
    const html = render({ pathname: "/blog/only-in-english" }, { lang: "fi", href: "/fi/blogi", children: "Suomi" });
    expect(html).toContain('href="/fi/blogi"');
    expect(html).not.toContain("aria-current");
  });
});
