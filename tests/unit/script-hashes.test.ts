import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { missingScriptHashes } from "@/delivery/script-hashes";

describe("a production start without the CSP script hashes", () => {
  let dir: string;
  const distDir = process.env.NEXT_DIST_DIR;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "csp-hashes-"));
    process.env.NEXT_DIST_DIR = relative(process.cwd(), dir);
  });
  afterEach(() => {
    process.env.NEXT_DIST_DIR = distDir;
    rmSync(dir, { recursive: true, force: true });
  });

  it("is refused with a message that names the file and the fix", () => {
    expect(missingScriptHashes()).toMatch(/csp-hashes\.json\) are missing.*`npm run build`.*`npm start`/s);
  });

  it("goes ahead when the build wrote them", () => {
    writeFileSync(join(dir, "csp-hashes.json"), "{}");
    expect(missingScriptHashes()).toBeUndefined();
  });
});
