// Latency figures the load scripts print: percentiles of a list of milliseconds.

/** The p-th percentile (nearest rank) of `values`; NaN for none. */
export function pct(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `n=… p50 … ms, p90 …, p99 …, max …`, with `digits` decimals. */
export function fmt(values: number[], digits = 1): string {
  const ms = (v: number) => `${v.toFixed(digits)} ms`;
  return `n=${values.length} p50 ${ms(pct(values, 50))}, p90 ${ms(pct(values, 90))}, p99 ${ms(pct(values, 99))}, max ${ms(Math.max(...values))}`;
}
