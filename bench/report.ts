/** The bench's markdown tables. */
import type { Category } from "./lighthouse";
import type { PageResult } from "./measure";
import type { Throughput } from "./throughput";

const fmt = (v: number | null, digits = 0) => (v === null ? "n/a" : v.toFixed(digits));

/** One profile's table (median of each metric); a budget miss is marked with ❌. */
export function resultsTable(results: PageResult[], failures: Map<PageResult, string[]>): string {
  const head =
    "| Page | Path | Perf | A11y | BP | SEO | LCP ms | TBT ms | TBT CPU ms | CLS | Island JS KB gz | Own JS on load KB | HTML KB gz | Requests | Third-party hosts | Host index | CPU × | Budgets |";
  const sep = "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |";
  const rows = results.map((r) => {
    const m = r.median;
    const score = (c: Category) => (r.budgetScores[c] !== m.scores[c] ? `${fmt(m.scores[c])} (${fmt(r.budgetScores[c])}*)` : fmt(m.scores[c]));
    const fails = failures.get(r) ?? [];
    return [
      r.page.name,
      `\`${r.page.path}\``,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      fmt(m.lcpMs),
      fmt(m.tbtMs),
      fmt(m.cpuTbtMs),
      fmt(m.cls, 3),
      r.weight.islandJsKB.toFixed(1),
      m.ownScriptKB.toFixed(1),
      r.weight.htmlGzipKB.toFixed(1),
      String(m.requests),
      m.thirdPartyHosts.join(", ") || "—",
      fmt(m.benchmarkIndex),
      fmt(m.cpuSlowdown, 1),
      fails.length === 0 ? "✅" : `❌ ${fails.length}`,
    ].join(" | ");
  });
  return [head, sep, ...rows.map((r) => `| ${r} |`)].join("\n");
}

export function throughputTable(rows: Throughput[]): string {
  const lines = ["| Endpoint | req/s | p50 ms | p99 ms | requests | status codes | errors |", "| --- | ---: | ---: | ---: | ---: | --- | ---: |"];
  for (const r of rows) {
    if (r.skipped) {
      lines.push(`| ${r.name} | skipped: ${r.skipped} | | | | | |`);
      continue;
    }
    const codes = Object.entries(r.statusCodes ?? {})
      .map(([c, n]) => `${c}×${n}`)
      .join(" ");
    lines.push(`| ${r.name} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.total} | ${codes} | ${(r.errors ?? 0) + (r.timeouts ?? 0)} |`);
  }
  return lines.join("\n");
}
