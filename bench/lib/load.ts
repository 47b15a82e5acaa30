import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the whole run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Hits one URL with `connections` concurrent keep-alive connections for `seconds`. */
export async function measureLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The middle value (the lower middle of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
