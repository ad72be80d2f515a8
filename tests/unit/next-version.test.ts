import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * delivery/ depends on Next.js's undocumented output; its contract tests (tests/contract/) check
 * it on a real build and record the version they passed on (delivery/next-verified.json). A
 * Next.js that has not passed them, installed or pinned, fails here within seconds.
 */
const root = resolve(__dirname, "../..");
const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, unknown>;
const verified = (json("delivery/next-verified.json") as { next: string }).next;
const advice = `Next.js ${verified} is the version delivery/ was verified on. Run \`npm run test:contract\` (it builds, then checks every assumption of delivery/ and records the version), then follow delivery/README.md.`;

describe("the Next.js in use is the one delivery/'s contract tests passed on", () => {
  it("the installed one", () => {
    expect((json("node_modules/next/package.json") as { version: string }).version, advice).toBe(verified);
  });

  it("the pinned one, exactly, with eslint-config-next at the same version", () => {
    const { dependencies, devDependencies } = json("package.json") as Record<string, Record<string, string>>;
    expect(dependencies!.next, advice).toBe(verified);
    expect(devDependencies!["eslint-config-next"], advice).toBe(verified);
  });
});
