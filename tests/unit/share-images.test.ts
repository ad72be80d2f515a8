import { describe, expect, it } from "vitest";
import { Children, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { renderArticleImage, renderScreenImage, shareImageList } from "@/components/share-images";
import { shareImageElement } from "@/components/share-images/share-image-element";

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which follows the 8-byte signature: length, type, then the two sizes. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The styles of the HTML boxes (not components) directly under an element. */
function rootBoxStyles(root: ReactElement<{ children?: ReactNode }>): (CSSProperties | undefined)[] {
  return Children.toArray(root.props.children)
    .filter((child) => isValidElement<{ style?: CSSProperties }>(child) && typeof child.type === "string")
    .map((box) => (box as ReactElement<{ style?: CSSProperties }>).props.style);
}

function expectShareImage(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual(pngSignature);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
}

describe("share images drawn with satori and resvg (src/pages/og/)", () => {
  it("draws a page's image in each language as a 1200×630 PNG", async () => {
    expectShareImage(await renderScreenImage("fi", "home"));
    expectShareImage(await renderScreenImage("en", "home"));
  });

  it("draws an article's image", async () => {
    const article = shareImageList().find((entry) => entry.kind === "article");
    if (article?.kind !== "article") throw new Error("the blog has no article");
    expectShareImage(await renderArticleImage(article.lang, article.slug));
  });

  it("draws two pages differently", async () => {
    const [home, about] = await Promise.all([renderScreenImage("en", "home"), renderScreenImage("en", "about")]);
    expect(Buffer.from(home).equals(Buffer.from(about))).toBe(false);
  });

  it("paints the text over the background: the root's boxes are all positioned, so satori paints them in source order", () => {
    const root = shareImageElement({ screen: "home", title: "Title", description: "Description", company: "Company", address: "example.com" });
    const styles = rootBoxStyles(root);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style?.position).toBeDefined();
  });

  it("lists each image once, the pages' and the articles'", () => {
    const paths = shareImageList().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/og/en/home.png");
    expect(paths).toContain("/og/fi/blog.png");
    expect(paths.filter((path) => path.includes("/blog/")).length).toBeGreaterThan(0);
  });
});
