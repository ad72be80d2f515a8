import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Element, Root as HastRoot } from "hast";
import type { Root as MdRoot } from "mdast";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { BENCH_DOC, benchDoc } from "../../bench/bench-doc";

/**
 * The repository stands alone (docs/decisions/012-the-repository-stands-alone.md): every record
 * or document the code and the docs point to exists, with the heading a link names; every
 * `npm run` the README names is a script; every decision record has a unique number and reads
 * in two minutes (the template's 50 lines).
 */
const root = resolve(__dirname, "../..");
const skip = new Set(["node_modules", ".git", "data", "shots", "bench-results", "test-results", "playwright-report"]);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (skip.has(name) || name.startsWith(".next") || name.startsWith("shots-")) return [];
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The links of a Markdown text and the ids its headings get, as GitHub and the site's own pipeline give them (rehype-slug). */
function markdownOf(text: string): { links: string[]; ids: Set<string> } {
  const pipeline = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug);
  const mdast: MdRoot = pipeline.parse(text);
  const links: string[] = [];
  visit(mdast, ["link", "definition"], (node) => void links.push((node as { url: string }).url));
  const hast: HastRoot = pipeline.runSync(mdast);
  const ids = new Set<string>();
  visit(hast, "element", (node: Element) => {
    if (/^h[1-6]$/.test(node.tagName) && node.properties.id) ids.add(String(node.properties.id));
  });
  return { links, ids };
}

const markdownFiles = files(".", /\.md$/);
const parsed = new Map(markdownFiles.map((file) => [file, markdownOf(read(file))]));
const idsOf = (file: string) => parsed.get(file)?.ids ?? markdownOf(read(file)).ids;

/** Why a relative link of `from` (a repository path) is broken, or undefined when it leads somewhere true. */
function brokenLink(from: string, url: string): string | undefined {
  if (/^[a-z]+:/.test(url) || url.startsWith("/")) return undefined; // another site, or an address of this one (an article's "/ai-seo")
  const [path = "", anchor] = url.split("#");
  const target = path === "" ? from : relative(root, resolve(root, dirname(from), decodeURI(path)));
  if (!existsSync(join(root, target))) return `${url}: no such file`;
  if (anchor && target.endsWith(".md") && !idsOf(target).has(decodeURIComponent(anchor))) return `${url}: no heading #${anchor}`;
  return undefined;
}

describe("documentation links", () => {
  it("every docs/… path cited in the code exists, with the heading it names", () => {
    const broken = files(".", /\.(ts|tsx|mjs|css|sh)$/).flatMap((file) =>
      [...read(file).matchAll(/docs\/(?:decisions\/\d{3}-[\w-]+|measurements\/[\w-]+|product|README)\.md(#[\w-]+)?/g)]
        .map((m) => brokenLink(".", m[0]))
        .filter((why) => why !== undefined)
        .map((why) => `${file}: ${why}`),
    );
    expect(broken).toEqual([]);
  });

  it("every relative link of the Markdown documents leads to a file, and to a heading it has", () => {
    const broken = [...parsed].flatMap(([file, { links }]) =>
      links.map((url) => brokenLink(file, url)).filter((why) => why !== undefined).map((why) => `${file}: ${why}`),
    );
    expect(broken).toEqual([]);
  });

  it("the bench's generated page links only what exists", () => {
    const { links } = markdownOf(benchDoc("# Bench\n\nTables."));
    expect(links.map((url) => brokenLink(BENCH_DOC, url)).filter(Boolean)).toEqual([]);
  });

  it("every `npm run` the README names is a script of package.json", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts as Record<string, string>);
    const named = [...read("README.md").matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe("decision records", () => {
  const records = readdirSync(join(root, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));

  it("have unique numbers", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it("keep to the template's 50 lines (figures go to docs/measurements/)", () => {
    const long = records
      .map((name) => ({ name, lines: read(join("docs/decisions", name)).trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > 50)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
