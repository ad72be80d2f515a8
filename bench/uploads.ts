/**
 * `npm run bench -- --uploads`: heavy posts against one running server (issue 27). Three bursts
 * of job applications with a 4.9 MB CV, each posted as a browser without JavaScript posts it:
 *   - 200 at once from one address, then the server's RSS a minute later;
 *   - 200 at once from 200 addresses (X-Forwarded-For, the server runs with TRUST_PROXY=1), the same;
 *   - 30 at once from 30 addresses while /about and /api/health are asked for all along.
 * Every mail goes to an SMTP server in this process, which counts the mails per applicant: an
 * accepted application must be mailed once, a refused one never.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { applyFormFields, postApplication } from "../tests/application-post";

export const CV_BYTES = 4.9 * 1000 * 1000;

/** The resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** The process listening on a local port (for a server this bench did not start). */
export function pidListeningOn(port: number): number {
  const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

/** Samples a process's RSS every 100 ms and keeps the highest. */
function rssPeak(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return { stop: () => (clearInterval(timer), Math.max(peak, rssMb(pid))) };
}

/** An SMTP server that keeps, per mail, only its Reply-To (the applicant's address). */
export async function mailCounter(port: number) {
  const replyTos: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 64 * 1024 * 1024,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        replyTos.push(/^Reply-To:\s*<?([^>\r\n]+)>?/im.exec(head)?.[1]?.trim() ?? "");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mailsTo: (address: string) => replyTos.filter((to) => to === address).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(CV_BYTES - 9, 0x41)]);

function count(posts: { outcome: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of posts) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export type BurstResult = {
  name: string;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMinuteMb?: number;
  outcomes: Record<string, number>;
  lastAnswerMs: number;
  about?: { p50: number; p99: number; max: number; requests: number };
  health?: Record<string, number>;
  applicants: string[];
  stored: string[];
};

/** Asks for a path again and again until stopped; the latency of each answer. */
function probe(origin: string, path: string, everyMs: number) {
  const answers: { ms: number; status: number }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      const status = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0);
      answers.push({ ms: Date.now() - started, status });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return { stop: async () => ((stopped = true), await loop, answers) };
}

/**
 * `n` applications at once; `addresses` gives each its own client address. `probes` asks for
 * /about and /api/health meanwhile. `settleMs` waits afterwards, then reads the RSS again.
 */
export async function burst(
  origin: string,
  pid: number,
  opts: { name: string; n: number; run: string; addresses: boolean; probes?: boolean; settleMs?: number },
): Promise<BurstResult> {
  const hidden = await applyFormFields(origin);
  const cv = pdf();
  const rssBeforeMb = rssMb(pid);
  const peak = rssPeak(pid);
  const about = opts.probes ? probe(origin, "/about", 20) : undefined;
  const health = opts.probes ? probe(origin, "/api/health", 250) : undefined;
  const applicants = Array.from({ length: opts.n }, (_, i) => `bench-${opts.run}-${i}@example.com`);
  const started = Date.now();
  const posts = await Promise.all(
    applicants.map((applicant, i) => postApplication(origin, hidden, cv, applicant, opts.addresses ? `198.18.${(i >> 8) & 255}.${i & 255}` : undefined)),
  );
  const lastAnswerMs = Date.now() - started;
  const aboutAnswers = await about?.stop();
  const healthAnswers = await health?.stop();
  const rssPeakMb = peak.stop();
  let rssAfterMinuteMb: number | undefined;
  if (opts.settleMs) {
    await new Promise((resolve) => setTimeout(resolve, opts.settleMs));
    rssAfterMinuteMb = rssMb(pid);
  }
  const latencies = aboutAnswers?.map((a) => a.ms) ?? [];
  return {
    name: opts.name,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMinuteMb,
    outcomes: count(posts),
    lastAnswerMs,
    about: aboutAnswers && { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), requests: latencies.length },
    health: healthAnswers && count(healthAnswers.map((a) => ({ outcome: String(a.status) }))),
    applicants,
    stored: posts.filter((p) => p.outcome === "stored").map((p) => p.applicant),
  };
}

export type MailCheck = { accepted: number; mailedOnce: number; notMailed: number; mailedTwiceOrMore: number; mailsForRefused: number };

/** Waits (up to `timeoutMs`) until every accepted application has its mail, then counts. */
export async function checkMails(results: BurstResult[], mails: Awaited<ReturnType<typeof mailCounter>>, timeoutMs: number): Promise<MailCheck> {
  const accepted = results.flatMap((r) => r.stored);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && accepted.some((a) => mails.mailsTo(a) === 0)) await new Promise((resolve) => setTimeout(resolve, 1_000));
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // a late second copy
  const refused = results.flatMap((r) => r.applicants.filter((a) => !r.stored.includes(a)));
  return {
    accepted: accepted.length,
    mailedOnce: accepted.filter((a) => mails.mailsTo(a) === 1).length,
    notMailed: accepted.filter((a) => mails.mailsTo(a) === 0).length,
    mailedTwiceOrMore: accepted.filter((a) => mails.mailsTo(a) > 1).length,
    mailsForRefused: refused.reduce((sum, a) => sum + mails.mailsTo(a), 0),
  };
}

/** The goals of issue 27, judged on one server's results. */
export function goalMisses(results: BurstResult[], mails: MailCheck): string[] {
  const misses: string[] = [];
  for (const r of results) {
    if (r.rssPeakMb - r.rssBeforeMb >= 300) misses.push(`${r.name}: RSS rose ${r.rssPeakMb - r.rssBeforeMb} MB at the peak (goal < 300)`);
    if (r.rssAfterMinuteMb !== undefined && r.rssAfterMinuteMb - r.rssBeforeMb > 100) {
      misses.push(`${r.name}: RSS ${r.rssAfterMinuteMb - r.rssBeforeMb} MB over its baseline a minute later (goal ≤ 100)`);
    }
    if (r.about && r.about.p99 >= 100) misses.push(`${r.name}: /about p99 ${r.about.p99} ms (goal < 100)`);
    if (r.health && Object.keys(r.health).some((status) => status !== "200")) misses.push(`${r.name}: /api/health answered ${JSON.stringify(r.health)}`);
    if (r.about && r.lastAnswerMs > 15_000) misses.push(`${r.name}: the last applicant waited ${r.lastAnswerMs} ms (goal ≤ 15 s)`);
  }
  if (mails.notMailed + mails.mailedTwiceOrMore + mails.mailsForRefused > 0) misses.push(`mails: ${JSON.stringify(mails)}`);
  return misses;
}

export function uploadsTable(database: string, results: BurstResult[], mails: MailCheck): string {
  const lines = [
    `| ${database} | RSS before MB | peak MB | a minute later MB | answers | last answer s | /about p50 / p99 / max ms | /api/health |`,
    "| --- | ---: | ---: | ---: | --- | ---: | --- | --- |",
  ];
  for (const r of results) {
    const answers = Object.entries(r.outcomes).map(([o, n]) => `${o} ×${n}`).join(", ");
    const about = r.about ? `${r.about.p50} / ${r.about.p99} / ${r.about.max} (${r.about.requests})` : "";
    const health = r.health ? Object.entries(r.health).map(([s, n]) => `${s === "0" ? "no answer" : s} ×${n}`).join(", ") : "";
    lines.push(`| ${r.name} | ${r.rssBeforeMb} | ${r.rssPeakMb} | ${r.rssAfterMinuteMb ?? ""} | ${answers} | ${(r.lastAnswerMs / 1000).toFixed(1)} | ${about} | ${health} |`);
  }
  lines.push(
    "",
    `Mails: ${mails.accepted} applications accepted, ${mails.mailedOnce} mailed once, ${mails.notMailed} not mailed, ${mails.mailedTwiceOrMore} mailed twice or more; ${mails.mailsForRefused} mails for refused applications.`,
  );
  return lines.join("\n");
}
