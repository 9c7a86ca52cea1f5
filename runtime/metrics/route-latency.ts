// The request latency histogram, by route, kept here and handed to prom-client's registry as a metric of
// its own. prom-client's Histogram validates and hashes the label set on every observation, about a
// microsecond per answer on the hot path; here a route's series is found once (a bounded set of routes)
// and an observation is a bucket search and three additions. The registry formats it as it formats its
// own histograms: cumulative `_bucket` lines with `le`, then `+Inf`, `_sum` and `_count` per route.

interface Series {
  route: string;
  /** Observations per bucket, not cumulative (made cumulative when read). */
  counts: number[];
  sum: number;
  count: number;
}

interface MetricValue {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class RouteLatency {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  /** The function that counts one answer of `route` (made once per route; keep it). */
  observer(route: string): (seconds: number) => void {
    let series = this.#series.get(route);
    if (!series) this.#series.set(route, (series = { route, counts: new Array<number>(this.bounds.length).fill(0), sum: 0, count: 0 }));
    const s = series;
    const bounds = this.bounds;
    return (seconds) => {
      if (!Number.isFinite(seconds)) return;
      let i = 0;
      while (i < bounds.length && seconds > bounds[i]!) i++;
      if (i < bounds.length) s.counts[i]!++;
      s.sum += seconds;
      s.count++;
    };
  }

  /** What the registry reads (prom-client's metric interface). */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: MetricValue[] }> {
    const values: MetricValue[] = [];
    for (const s of this.#series.values()) {
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += s.counts[i]!;
        values.push({ value: cumulative, labels: { le: this.bounds[i]!, route: s.route }, metricName: `${this.name}_bucket` });
      }
      values.push({ value: s.count, labels: { le: '+Inf', route: s.route }, metricName: `${this.name}_bucket` });
      values.push({ value: s.sum, labels: { route: s.route }, metricName: `${this.name}_sum` });
      values.push({ value: s.count, labels: { route: s.route }, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const s of this.#series.values()) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}
