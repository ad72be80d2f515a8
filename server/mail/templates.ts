import { mailText, staffMailText } from "@/content/mail";
import { escapeHtml } from "@/lib/escape-html";
import type { Lang } from "@/lib/i18n";
import type { Mail } from "./outgoing-mail";

/** Visitor text in a mail header: one line, bounded. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 150);
}

type Links = { confirmUrl: string; unsubscribeUrl: string; oneClickUrl: string };

export function confirmationMail(lang: Lang, to: string, company: string, links: Links): Mail {
  const t = mailText[lang].confirm;
  const text = [t.greeting, t.body(company), links.confirmUrl, t.ignore, t.signature(company), `${t.unsubscribe}: ${links.unsubscribeUrl}`].join("\n\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body(company))}</p>
<p><a href="${escapeHtml(links.confirmUrl)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 24px;border-radius:9999px;text-decoration:none;font-weight:600">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.ignore)}</p>
<p style="white-space:pre-line">${escapeHtml(t.signature(company))}</p>
<p style="font-size:12px;color:#475569"><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  // RFC 2369/8058: mail programs show an unsubscribe button that POSTs to oneClickUrl.
  const headers = { "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return { to, subject: t.subject(company), text, html, headers };
}

function fieldsText(fields: [string, string][]): string {
  return fields.map(([label, value]) => `${label}: ${value}`).join("\n");
}

export function applicationMail(input: {
  to: string;
  applicationId: number;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  cvFileName: string;
  lang: Lang;
}): Mail {
  const t = staffMailText.application;
  const fields = fieldsText([
    [t.position, input.jobTitle],
    [t.name, input.name],
    [t.email, input.email],
    [t.phone, input.phone],
    [t.language, input.lang],
    [t.cv, input.cvFileName],
  ]);
  const text = [t.intro, fields, `${t.coverLetter}:\n${input.coverLetter}`].join("\n\n");
  return {
    to: input.to,
    replyTo: input.email,
    subject: t.subject(oneLine(input.jobTitle), oneLine(input.name)),
    text,
    attachments: [{ kind: "jobApplicationCv", applicationId: input.applicationId }],
  };
}

export function contactMail(input: {
  to: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  lang: Lang;
}): Mail {
  const t = staffMailText.contact;
  const fields = fieldsText([
    [t.name, `${input.firstName} ${input.lastName}`],
    [t.email, input.email],
    [t.company, input.company ?? "-"],
    [t.subject, input.subject],
    [t.language, input.lang],
  ]);
  const text = [t.intro, fields, `${t.message}:\n${input.message}`].join("\n\n");
  return { to: input.to, replyTo: input.email, subject: t.mailSubject(oneLine(input.subject)), text };
}
