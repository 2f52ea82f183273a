/** One bounded autocannon run, reduced to the figures the benchmark table shows. */
import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  /** Computed from every 2xx answer's time (autocannon's histogram has no p95). */
  p95Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts plus every non-2xx answer. */
  errors: number;
  total: number;
  statusCounts: Record<string, number>;
}

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request (e.g. to vary a header); keep it cheap. */
  perRequestHeaders?: () => Record<string, string>;
  durationSec: number;
  connections: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const request: AutocannonRequest = { method: spec.method, headers: spec.headers, body: spec.body };
  if (spec.perRequestHeaders) {
    const extra = spec.perRequestHeaders;
    request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, ...extra() } });
  }
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSec,
    timeout: 10,
    requests: [request],
  });
  const okTimes: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) okTimes.push(responseTime);
  });
  // autocannon stops by itself after `duration`; this is the backstop if it does not.
  const backstop = setTimeout(() => instance.stop(), (spec.durationSec + 15) * 1000);
  try {
    const r = await instance;
    const statusCounts: Record<string, number> = {};
    for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {})) statusCounts[status] = Number(count);
    return {
      reqPerSec: r.requests.average,
      p50Ms: r.latency.p50,
      p95Ms: percentile(okTimes, 95),
      p99Ms: r.latency.p99,
      errors: r.errors + r.non2xx,
      total: r.requests.total,
      statusCounts,
    };
  } finally {
    clearTimeout(backstop);
  }
}

/** Nearest-rank percentile; NaN when nothing was measured. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
