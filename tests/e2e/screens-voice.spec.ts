import { expect, requestedByItself, test } from "./test";
import { voiceCopy } from "@/content/voice";
import { pathFor } from "@/lib/routes";
import { e2eEnv } from "./env";
import { recordThirdParty } from "./support";

const langs = ["en", "fi"] as const;

for (const lang of langs) {
  const t = voiceCopy[lang];

  for (const screen of ["home", "about"] as const) {
    test(`voice agent label on ${pathFor(screen, lang)} loads the vendor widget only when clicked`, async ({ page }) => {
      const thirdParty = await recordThirdParty(page);
      await page.goto(pathFor(screen, lang));
      const label = page.getByRole("button", { name: t.label });
      await expect(label).toBeVisible();
      const box = await label.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 48);
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 48);

      await requestedByItself(page);
      expect(thirdParty.filter((url) => url.includes("unpkg.com") || url.includes("elevenlabs"))).toEqual([]);
      await expect(page.locator("elevenlabs-convai")).toHaveCount(0);
      await expect(page.locator('script[src*="unpkg.com"]')).toHaveCount(0);

      await label.click();
      const script = page.locator("script#elevenlabs-convai-script");
      await expect(script).toHaveCount(1);
      await expect(script).toHaveAttribute("src", "https://unpkg.com/@elevenlabs/convai-widget-embed");
      await expect(script).toHaveAttribute("type", "text/javascript");
      expect(await script.evaluate((el) => (el as HTMLScriptElement).async)).toBe(true);
      await expect(page.locator("elevenlabs-convai")).toHaveAttribute("agent-id", e2eEnv.VOICE_AGENT_ID!);
      await expect.poll(() => thirdParty.some((url) => url.startsWith("https://unpkg.com/"))).toBe(true);
      // Offline here: the label says so and offers to try again.
      await expect(page.getByRole("button", { name: t.failed })).toBeVisible();
    });
  }
}

test("the label steps aside once the vendor widget is ready", async ({ page }) => {
  await page.route((url) => url.hostname !== "localhost", (route) => route.abort());
  // A stand-in for the vendor script that defines the widget element.
  await page.route("https://unpkg.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `customElements.define("elevenlabs-convai", class extends HTMLElement {
        connectedCallback() { this.textContent = "stand-in widget"; }
      });`,
    }),
  );
  await page.goto(pathFor("home", "en"));
  await page.getByRole("button", { name: voiceCopy.en.label }).click();
  await expect(page.locator("elevenlabs-convai")).toHaveText("stand-in widget");
  await expect(page.locator("[data-testid=voice-agent-label]")).toHaveCount(0);
});
