import { describe, expect, it } from "vitest";
import { fontFaceOf, fontLoaderScript, loadFontEarly } from "@/delivery/build/font-loader";

const url = "/_next/static/media/inter_subset.p.abc123.woff2";
const preload = `<link rel="preload" href="${url}" as="font" crossorigin="" type="font/woff2"/>`;
const css = `.x{color:red}@font-face{font-family:inter;src:url(../media/inter_subset.p.abc123.woff2)format("woff2");font-display:optional;font-weight:400 800}`;
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/a.css"/></head><body></body></html>`;

describe("the web font loads with the page at the highest priority (delivery/build/font-loader.ts)", () => {
  it("reads the face the stylesheet declares for the file", () => {
    expect(fontFaceOf(css, url)).toEqual({ family: "inter", weight: "400 800", display: "optional" });
    expect(() => fontFaceOf(".x{}", url)).toThrow(/no @font-face/);
  });

  it("replaces next/font's preload with a script that loads the same file as the same face", () => {
    const html = loadFontEarly(page(preload), css);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(`<script>${fontLoaderScript(url, { family: "inter", weight: "400 800", display: "optional" })}</script>`);
    expect(html).toContain(`new FontFace("inter","url(${url}) format(\\"woff2\\")",{"weight":"400 800","display":"optional"})`);
    // A failed load is caught: no error in the console.
    expect(html).toContain(".catch(function(){})");
  });

  it("fails the page when next/font's output is not what it expects", () => {
    expect(() => loadFontEarly(page(""), css)).toThrow(/one font preload/);
    expect(() => loadFontEarly(page(preload + preload), css)).toThrow(/found 2/);
  });

  it("writes a script that runs", () => {
    const added: unknown[] = [];
    class FakeFontFace {
      constructor(
        public family: string,
        public source: string,
        public descriptors: object,
      ) {}
      load() {
        return Promise.reject(new Error("offline"));
      }
    }
    new Function("window", "FontFace", "document", fontLoaderScript(url, { family: "inter", weight: "400 800", display: "optional" }))(
      { FontFace: FakeFontFace },
      FakeFontFace,
      { fonts: { add: (face: unknown) => added.push(face) } },
    );
    expect(added).toEqual([new FakeFontFace("inter", `url(${url}) format("woff2")`, { weight: "400 800", display: "optional" })]);
  });
});
