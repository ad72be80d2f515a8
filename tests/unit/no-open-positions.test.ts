import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JobsScreen } from "@/components/screens/jobs/JobsScreen";
import { ApplyScreen } from "@/components/screens/jobs/ApplyScreen";
import { jobsCopy } from "@/content/pages/jobs";

/**
 * The jobs page when no position is open. The end-to-end build always has open positions (the
 * real three are open until filled), so its variant for none (`/jobs/none`) is rendered here.
 */
describe("with no open position", () => {
  for (const lang of ["en", "fi"] as const) {
    const t = jobsCopy[lang].none;

    it(`the jobs page says so and offers the newsletter and the contact form (${lang})`, () => {
      const html = renderToStaticMarkup(createElement(JobsScreen, { lang, positions: [] }));
      expect(html).toContain(t.title);
      expect(html).toContain(`href="#newsletter"`);
      expect(html).toContain(`href="#contact"`);
      expect(html).not.toContain("data-job=");
      expect(html).not.toContain("JobPosting");
    });

    it(`a closed position's page says the same, with the home page's contact form (${lang})`, () => {
      const html = renderToStaticMarkup(createElement(ApplyScreen, { lang, job: 2, open: [], form: null }));
      expect(html).toContain(jobsCopy[lang].closed.title);
      expect(html).toContain(t.title);
      expect(html).toContain(`href="${lang === "fi" ? "/fi" : "/"}#contact"`);
      expect(html).not.toContain('data-form="apply"');
    });
  }
});
