/** Throughput of pages, static files and the newsletter endpoint, with autocannon. */
import autocannon from "autocannon";

export type Throughput = {
  name: string;
  url: string;
  method: string;
  skipped?: string;
  requestsPerSecond?: number;
  latencyP50Ms?: number;
  latencyP99Ms?: number;
  total?: number;
  errors?: number;
  timeouts?: number;
  statusCodes?: Record<string, number>;
};

type Options = { durationS: number; connections: number };

async function cannon(name: string, url: string, opts: Options, request: autocannon.Request & { method?: string }): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.durationS,
    requests: [request],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (stat as { count: number }).count;
  return {
    name,
    url,
    method: request.method ?? "GET",
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** GET of a path as a browser asks for it, gzip accepted (or `encoding`, e.g. identity). */
export function get(origin: string, path: string, opts: Options, encoding = "gzip"): Promise<Throughput> {
  return cannon(`GET ${path} (${encoding})`, `${origin}${path}`, opts, {
    method: "GET",
    headers: { "accept-encoding": encoding, accept: "text/html,*/*" },
  });
}

/**
 * POST /api/newsletter with a JSON body and a unique address per request, Origin = the site.
 * Skipped, with the reason, when the endpoint is not there (404/405) in this build.
 */
export async function newsletter(origin: string, opts: Options, label = ""): Promise<Throughput> {
  const url = `${origin}/api/newsletter`;
  const name = `POST /api/newsletter${label}`;
  const headers = { "content-type": "application/json", origin };
  const run = `${Date.now().toString(36)}`;
  let n = 0;
  const body = () => JSON.stringify({ email: `bench-${run}-${n++}@example.com`, lang: "en" });
  const probe = await fetch(url, { method: "POST", headers, body: body() }).catch((e: Error) => e);
  if (probe instanceof Error) return { name, url, method: "POST", skipped: `endpoint unreachable: ${probe.message}` };
  if (probe.status === 404 || probe.status === 405) {
    return { name, url, method: "POST", skipped: `endpoint not in this build (probe answered ${probe.status})` };
  }
  if (probe.status >= 500 && probe.status !== 503) {
    return { name, url, method: "POST", skipped: `endpoint failed on the probe (HTTP ${probe.status}: ${(await probe.text()).slice(0, 200)})` };
  }
  return cannon(name, url, opts, {
    method: "POST",
    headers,
    setupRequest: (req) => ({ ...req, body: body() }),
  });
}
