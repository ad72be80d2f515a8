import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eEnv } from "./env";

/** Helpers of the forms-*.spec.ts suites. */

let counter = 0;

/** An address no other test uses (tests run in parallel against one database). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;
}

/** Each test posts from its own client address, so the per-IP rate limit never mixes tests. */
export async function ownClientIp(page: Page) {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${process.pid % 250}.${n}.${m}` });
}

const outboxDir = join(process.cwd(), e2eEnv.DATA_DIR!, "outbox");

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
}

/** The .eml file the site wrote (no SMTP_URL in the e2e run) whose raw text contains `needle`. */
export async function mailContaining(needle: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(outboxDir)) return false;
        for (const name of readdirSync(outboxDir)) {
          if (!name.endsWith(".eml")) continue;
          const raw = readFileSync(join(outboxDir, name), "utf8");
          const decoded = decodeQuotedPrintable(raw);
          if (raw.includes(needle) || decoded.includes(needle)) {
            found = decoded;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail containing ${needle}` },
    )
    .toBe(true);
  return found!;
}

/** A link of the mail, as a path on the test server (the mail uses SITE_URL). */
export function linkPath(mail: string, pattern: RegExp): string {
  const match = pattern.exec(mail);
  expect(match, `link ${pattern}`).not.toBeNull();
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

export const pdf = (name = "cv.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("e2e test cv ".repeat(20))]),
});
