/**
 * A job application posted as a browser without JavaScript posts it: the apply page's hidden
 * fields, then a multipart post with a CV. Shared by the bench's bursts (bench/uploads.ts) and the
 * heavy-post integration test (tests/integration/http-heavy-posts.test.ts).
 */
import { request } from "node:http";
import { formText } from "../content/forms";

/** A request nobody answered within this is counted as "no answer" (proxies give up sooner). */
const ANSWER_TIMEOUT_MS = 120_000;

const entities: Record<string, string> = { "&quot;": '"', "&amp;": "&", "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (text: string) => text.replace(/&(quot|amp|#x27|#39|lt|gt);/g, (e) => entities[e]!);

/** The hidden fields of the apply page's form, which a post sends back as the page gave them. */
export async function applyFormFields(origin: string): Promise<[string, string][]> {
  const html = await (await fetch(`${origin}/apply`)).text();
  const form = /<form[^>]*data-form="apply"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((tag) => {
    const attr = (name: string) => unescape(new RegExp(`\\s${name}="([^"]*)"`).exec(tag[0])?.[1] ?? "");
    return [attr("name"), attr("value")];
  });
}

type Outcome = "stored" | "rate-limited" | `form answer: ${string}` | `HTTP ${number}` | "no answer";

/** The form's error message in an answer page, for the table. */
const formMessage = (html: string) =>
  (/role="alert"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? "none").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 80);

export type Posted = { applicant: string; outcome: Outcome; ms: number; html?: string; headers?: Record<string, string | string[] | undefined> };

/** One application without JavaScript: a multipart post of the form's fields and the CV (to the apply page at `path`). */
export function postApplication(origin: string, hidden: [string, string][], cv: Buffer, applicant: string, forwardedFor?: string, path = "/apply"): Promise<Posted> {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const field = ([name, value]: [string, string]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text: [string, string][] = [...hidden, ["name", `Bench ${applicant}`], ["email", applicant], ["phone", "040 1234567"], ["coverLetter", "Bench application."]];
  const head = Buffer.from(
    text.map(field).join("") + `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(path, origin);
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (outcome: Outcome, answer?: Pick<Posted, "html" | "headers">) => resolve({ applicant, outcome, ms: Date.now() - started, ...answer });
    const req = request(url, {
      method: "POST",
      timeout: ANSWER_TIMEOUT_MS,
      headers: {
        origin,
        accept: "text/html",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + cv.length + tail.length,
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
    });
    req.on("response", (res) => {
      let html = "";
      res.on("data", (chunk: Buffer) => (html += chunk.toString()));
      res.on("end", () => {
        const answer = { html, headers: res.headers };
        if (res.statusCode !== 200) return done(`HTTP ${res.statusCode ?? 0}`, answer);
        if ([formText.en, formText.fi].some((t) => html.includes(t.apply.successTitle))) return done("stored", answer);
        done([formText.en, formText.fi].some((t) => html.includes(t.messages.rateLimited)) ? "rate-limited" : `form answer: ${formMessage(html)}`, answer);
      });
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => done("no answer"));
    req.write(head);
    req.write(cv);
    req.end(tail);
  });
}
