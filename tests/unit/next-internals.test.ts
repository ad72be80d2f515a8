import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Nothing outside delivery/ names one of Next.js's internals (delivery/README.md): its output's
 * paths and markup, its router's headers, its cache marks, the response methods it writes through.
 * Comments may name them; code may not.
 */
const root = resolve(__dirname, "../..");
const productFolders = ["app", "components", "content", "lib", "server", "site", "scripts/build"];
const topLevel = ["proxy.ts", "instrumentation.ts", "next.config.ts"];

const internals: [string, RegExp][] = [
  ["Next's file path /_next/", /_next\//],
  ["the flight data stream", /__next_f/],
  ["Turbopack's runtime", /TURBOPACK/],
  ["the client router's headers", /next-router-|["']rsc["']|next-action/],
  ["the build folder", /["']\.next["']|csp-hashes\.json|prerendered-pages\.json|next-html|server\/app\b|node_modules\/next\//],
  ["Next's own routes", /_not-found|_global-error/],
  ["Next's prerender cache mark", /s-maxage=31536000|startsWith\(["']s-maxage=/],
  ["the response methods Next writes through", /\.(writeHead|write|end|flushHeaders)\s*=[^=]/],
  ["how Next reads a request's body", /new IncomingMessage\(/],
];

/** Next reads proxy.ts's matcher as a literal at build: the framework's path stays written there. */
const allowed = [{ file: "proxy.ts", line: /matcher:/ }];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** The file's lines of code: comment lines and trailing comments left out. */
const codeLines = (text: string) =>
  text.split("\n").map((line, index) => ({ line: line.replace(/\s\/\/ .*$/, ""), number: index + 1 })).filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line));

describe("Next.js's internals live in delivery/ alone", () => {
  it("no product file outside it names one", () => {
    const found = [...productFolders.flatMap(filesUnder), ...topLevel].flatMap((file) =>
      codeLines(readFileSync(join(root, file), "utf8")).flatMap(({ line, number }) =>
        internals
          .filter(([, pattern]) => pattern.test(line))
          .filter(() => !allowed.some((a) => a.file === file && a.line.test(line)))
          .map(([what]) => `${file}:${number} names ${what}: move it into delivery/`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("the check finds them where they are", () => {
    const inDelivery = filesUnder("delivery").map((file) => readFileSync(join(root, file), "utf8")).join("\n");
    for (const [what, pattern] of internals.filter(([what]) => !/Next's own routes/.test(what))) expect(inDelivery, what).toMatch(pattern);
  });
});
