import "./helpers/env";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { storeApplication } from "@/server/forms/application-store";
import { checkCvContent } from "@/server/forms/cv-content";
import { pdfBytes } from "./helpers/files";

const root = join(__dirname, "..", "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

/** Runs an operator command as `npm run ops:*` does, with DATA_DIR as given; never throws. */
async function run(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [join(root, "scripts", "ops", script), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const stackTrace = /^\s+at .+:\d+:\d+\)?$/m;

describe("operator commands", { timeout: 240_000 }, () => {
  let dir: string;
  let env: Record<string, string>;
  // A visitor's text that tries to forge output: a new line that looks like another record, and terminal escape codes.
  const forgedName = "Maija\n#2  2026-01-01 00:00  CEO  Forged <x@y.fi>";
  const forgedLetter = "Hello\u001b[2J\u001b[31mred\u0007\u009b";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "ops-"));
    env = { DATA_DIR: dir };
    const db = await openDb({ dataDir: dir });
    // Stored directly: the forms would refuse these characters now, older rows may have them.
    await storeApplication(db, {
      positionId: "sales-representative",
      name: forgedName,
      email: "maija@example.fi",
      phone: "040",
      coverLetter: forgedLetter,
      cv: checkCvContent(pdfBytes(), "cv.pdf")!,
      lang: "en",
    });
    await db.insert(mailOutbox).values({ toAddress: "gone@example.fi", subject: "Hi\u001b[8m", textBody: "t", status: "dead", lastError: "550 no\nsuch user" });
    await db.close();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuse a DATA_DIR with no database instead of creating an empty one", async () => {
    const missing = join(dir, "no-such-folder");
    const result = await run("applications.ts", ["list"], { DATA_DIR: missing });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no database/i);
    expect(result.stdout).not.toMatch(/No applications/);
    expect(existsSync(missing)).toBe(false);
  });

  it("accept only plain whole numbers as ids (the parsing itself: tests/unit/ops-cli.test.ts)", async () => {
    const result = await run("applications.ts", ["show", "0x1"], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage/i);
  });

  it("print visitors' text with control characters escaped, so it cannot forge lines or drive the terminal", async () => {
    const list = await run("applications.ts", ["list"], env);
    expect(list.code).toBe(0);
    expect(list.stdout.trim().split("\n")).toHaveLength(1);
    expect(list.stdout).toContain("Maija\\n#2");
    const show = await run("applications.ts", ["show", "1"], env);
    expect(show.stdout).toContain("Hello\\x1b[2J\\x1b[31mred\\x07\\x9b");
    for (const output of [list.stdout, show.stdout]) expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    const outbox = await run("outbox.ts", ["list"], env);
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain("Hi\\x1b[8m");
    expect(outbox.stdout).toContain("550 no\\nsuch user");
    expect(outbox.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it("end quietly when their output is closed (`| head`): exit 0, no EPIPE stack trace", async () => {
    // `true` reads nothing and exits at once: the command's first line meets a closed pipe.
    const command = `${tsx} ${join(root, "scripts", "ops", "applications.ts")} list | true; ` + 'echo "exit ${PIPESTATUS[0]}" >&2';
    const { stderr } = await promisify(execFile)("bash", ["-c", command], { cwd: root, env: { ...process.env, DATABASE_URL: "", ...env } });
    expect(stderr).not.toMatch(/EPIPE|stack|Error/);
    expect(stderr.trim()).toBe("exit 0");
  });

  it("refuse to overwrite a file without --force, with a message instead of a stack trace", async () => {
    const target = join(dir, "existing.pdf");
    writeFileSync(target, "keep me");
    const refused = await run("applications.ts", ["cv", "1", target], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--force/);
    expect(refused.stderr).not.toMatch(stackTrace);
    expect(readFileSync(target, "utf8")).toBe("keep me");
    const forced = await run("applications.ts", ["cv", "1", target, "--force"], env);
    expect(forced.code).toBe(0);
    expect(readFileSync(target).equals(pdfBytes())).toBe(true);
  });

  it("retry and drop undelivered mails (ops:outbox), and say when there is no such mail", async () => {
    // Mail 1 is the application's notification, mail 2 the dead letter; what retry and drop do is
    // tested without a process (tests/integration/outbox-dead-letters.test.ts).
    expect((await run("outbox.ts", ["retry", "2"], env)).stdout).toMatch(/mail 2 .*due now/i);
    const gone = await run("outbox.ts", ["drop", "3"], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/no mail 3/i);
  });
});
