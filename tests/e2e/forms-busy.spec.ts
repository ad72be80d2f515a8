import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./test";
import { formText } from "@/content/forms";
import { refusedPostText } from "@/content/refused-post";
import { pathFor } from "@/lib/routes";
import { cleanUp, healthy, startSite, type Site } from "../integration/helpers/site-process";
import { e2ePort } from "./env";

/**
 * Large posts refused before they are read (server/http/form-posts.ts), as a visitor without
 * JavaScript meets them: too many applications from one address (429), or too many large posts
 * at once (503), each a page in the visitor's language with a way back to the form. A server of
 * its own: one slot for a large post, one second's wait for it, one application per address.
 */
const port = e2ePort + 7;
let site: Site;

// One worker runs them all: they share the one server on its port.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = startSite(port, mkdtempSync(join(tmpdir(), "forms-busy-")), {
    env: { FORM_RATE_LIMIT: "1", TRUST_PROXY: "1", LARGE_POSTS_AT_ONCE: "1", LARGE_POST_WAIT_SECONDS: "1" },
  });
  await healthy(site);
});
test.afterAll(() => cleanUp(site));
test.use({ javaScriptEnabled: false });

const langs = ["en", "fi"] as const;
let address = 0;

/** The visitor's own address (the server trusts one proxy: the X-Forwarded-For entry before its own). */
const ownAddress = (page: Page) => page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${++address + (process.pid % 100)}` });

async function apply(page: Page, lang: (typeof langs)[number]) {
  const a = formText[lang].apply;
  await page.goto(`${site.origin}${pathFor("apply", lang)}`);
  const form = page.locator("form[data-form=apply]");
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(a.name).fill("Maija Meikäläinen");
  await field(a.email).fill(`busy-${lang}-${Date.now()}@example.com`);
  await field(a.phone).fill("+358 40 123 4567");
  await field(a.coverLetter).fill("Myyn mielelläni tekoälyä.");
  // Over 1 MiB: a large post.
  await field(a.cv).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2_000_000)]) });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: a.submit }).click();
  return { answer: await answer, field };
}

/** A sender that holds the one slot: headers and the start of a large body, then nothing (from an address of its own: one post each). */
async function slowSender(): Promise<Socket> {
  const from = `198.51.101.${++address + (process.pid % 100)}`;
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST /apply HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${site.origin}\r\nX-Forwarded-For: ${from}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 3000000\r\n\r\n--x\r\n`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket;
}

for (const lang of langs) {
  const t = refusedPostText[lang];
  const applyPath = pathFor("apply", lang);

  test(`a second application from the same address gets a page saying to wait, with a way back (${lang})`, async ({ page }) => {
    test.slow();
    await ownAddress(page);
    expect((await apply(page, lang)).answer.status()).toBe(200);
    await expect(page.locator("#apply-notice").getByRole("status")).toContainText(formText[lang].apply.successTitle);

    const { answer } = await apply(page, lang);
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.rateLimited.title);
    await expect(page.getByText(t.rateLimited.message)).toBeVisible();
    await page.getByRole("link", { name: t.back }).click();
    await expect(page).toHaveURL(`${site.origin}${applyPath}`);
  });

  test(`an application while the server receives others gets a page saying to send it again in a minute (${lang})`, async ({ page }) => {
    test.slow();
    await ownAddress(page);
    const slow = await slowSender();
    try {
      const { answer, field } = await apply(page, lang);
      expect(answer.status()).toBe(503);
      expect(answer.headers()["retry-after"]).toBe("30");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.busy.title);
      await expect(page.getByText(t.busy.message)).toBeVisible();
      await expect(page.getByText(t.backHint)).toBeVisible();
      // As the hint says, Back returns to the form with what the visitor typed.
      await page.goBack();
      await expect(field(formText[lang].apply.name)).toHaveValue("Maija Meikäläinen");
    } finally {
      slow.destroy();
    }
  });
}
