// The load generator, run as its own process (`node --import tsx bench/load.ts '<spec JSON>'`) so it never
// shares an event loop with what it measures. A warm-up run, then the measured run; latencies of every
// response of the measured run are kept in full, so p50/p99 are exact and sub-millisecond.
import autocannon, { type Result } from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function run(spec: LoadSpec, seconds: number, onResponse?: (ms: number, status: number) => void) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
        connections: spec.connections,
        pipelining: spec.pipelining,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(ms, status));
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
  // the parent samples CPU times on this line
  process.stdout.write('measuring\n');
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let non2xx = 0;
  const result = await run(spec, spec.seconds, (ms, status) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = ms;
    if (status < 200 || status > 299) non2xx++;
  });
  const sorted = latencies.subarray(0, count).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const out: LoadResult = {
    requests: count,
    seconds: result.duration,
    rps: count / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: count ? sum / count : NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((e) => {
  process.stderr.write(`load: ${String((e as Error)?.stack ?? e)}\n`);
  process.exit(1);
});
