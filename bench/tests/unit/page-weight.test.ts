import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { islandEntries, staticImports } from "../../page-weight";

const page = "http://localhost:3500/fi/ota-yhteytta";

describe("the script a page's islands can load", () => {
  it("starts from every island's component, renderer and before-hydration module, once each", () => {
    const html = [
      '<astro-island uid="a" component-url="/_astro/FormIslands.x1.js" component-export="ContactIsland" renderer-url="/_astro/client.r1.js" client="interact">',
      '<astro-island uid="b" component-url="/_astro/FormIslands.x1.js" component-export="NewsletterIsland" renderer-url="/_astro/client.r1.js" before-hydration-url="/_astro/before.b1.js?a=1&amp;b=2">',
      '<script type="module" src="/_astro/not-an-island.js"></script>',
    ].join("");
    assert.deepEqual(islandEntries(html, page), [
      "http://localhost:3500/_astro/FormIslands.x1.js",
      "http://localhost:3500/_astro/before.b1.js?a=1&b=2",
      "http://localhost:3500/_astro/client.r1.js",
    ]);
  });

  it("finds none on a page without islands", () => {
    assert.deepEqual(islandEntries("<main><h1>About</h1></main>", page), []);
  });

  it("follows a module's static imports, not the ones it makes only when needed", () => {
    const code = 'import{t as e}from"./react.a1.js";import"./styles.b2.js";export{c}from"../shared/c3.js";const d=()=>import("./cv.d4.js");x.from("./not-a-module")';
    assert.deepEqual(staticImports(code, "http://localhost:3500/_astro/FormIslands.x1.js"), [
      "http://localhost:3500/_astro/react.a1.js",
      "http://localhost:3500/_astro/styles.b2.js",
      "http://localhost:3500/shared/c3.js",
    ]);
  });
});
