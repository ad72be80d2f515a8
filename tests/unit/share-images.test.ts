import { describe, expect, it } from "vitest";
import { articles } from "@/content/articles";
import { renderShareImage, shareImageList, type ShareImageEntry } from "@/components/share-images";
import { titleSize } from "@/components/share-images/ShareImage";

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which follows the 8-byte signature: length, type, then the two sizes. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function expectShareImage(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual(pngSignature);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
}

function entry(path: string): ShareImageEntry {
  const found = shareImageList().find((e) => e.path === path);
  if (!found) throw new Error(`no share image ${path}`);
  return found;
}

describe("share images drawn with satori and resvg (src/pages/og/)", () => {
  it("draws a page's image in each language as a 1200×630 PNG, each different", async () => {
    const [fi, en] = await Promise.all([renderShareImage(entry("/og/fi/home.png")), renderShareImage(entry("/og/en/home.png"))]);
    expectShareImage(fi);
    expectShareImage(en);
    expect(Buffer.from(fi).equals(Buffer.from(en))).toBe(false);
  });

  it("draws an article's image with its title, description and its service's symbol", async () => {
    const article = articles("fi")[0];
    if (!article) throw new Error("the blog has no article");
    const { card } = entry(`/og/fi/blog/${article.slug}.png`);
    expect(card).toMatchObject({ screen: article.section, description: article.description });
    expect(card.address).toMatch(new RegExp(`/fi/blogi/${article.slug}$`));
    expectShareImage(await renderShareImage(entry(`/og/fi/blog/${article.slug}.png`)));
  });

  it("lists each image once, the pages' in both languages and the articles'", () => {
    const paths = shareImageList().map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/og/en/home.png", "/og/fi/blog.png", "/og/fi/privacy.png"]));
    expect(paths.filter((path) => path.includes("/blog/")).length).toBe(articles("en").length + articles("fi").length);
  });

  it("stops on text the share fonts cannot draw rather than drawing empty boxes", async () => {
    const home = entry("/og/en/home.png");
    await expect(renderShareImage({ ...home, card: { ...home.card, title: "人工知能" } })).rejects.toThrow(/cannot draw/);
  });

  it("sets long titles smaller, and never so large that the longest word overflows the line", () => {
    expect(titleSize("About us")).toBeGreaterThan(titleSize("From form to meeting: how a lead gets qualified and booked"));
    const word = "Asiakaspalveluautomaatiojärjestelmä";
    expect(titleSize(word) * 0.62 * word.length).toBeLessThanOrEqual(1200 - 2 * 72);
  });
});
