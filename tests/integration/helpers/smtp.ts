import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server in the test process; it keeps every message it receives. `rejectRecipient`
 * answers 550 (a permanent failure) to the recipients it matches.
 */
export async function startSmtp(port = 0, options: { rejectRecipient?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header value of a raw message (unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded attachment parts of a raw multipart message. */
export function attachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  const parts = boundaries.flatMap((b) => raw.split(`--${b}`));
  return parts
    .filter((part) => /content-disposition:\s*attachment/i.test(part))
    .map((part) => {
      const [head, ...body] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
      const unfolded = head!.replace(/\r?\n[ \t]+/g, " ");
      const filename = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? "";
      const contentType = /content-type:\s*([^;\r\n]+)/i.exec(unfolded)?.[1]?.trim() ?? "";
      return { filename, contentType, content: Buffer.from(body.join("\n\n").replace(/\s+/g, ""), "base64") };
    });
}

/** The decoded text/plain body (quoted-printable or plain). */
export function textBody(raw: string): string {
  const match = /content-type:\s*text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = match?.[1] ?? "";
  if (/content-transfer-encoding:\s*quoted-printable/i.test(raw)) {
    return Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  }
  return body;
}

export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) of a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    );
}
