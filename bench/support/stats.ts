/** Percentiles over recorded samples (milliseconds), printed in one format by every benchmark. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function report(label: string, samples: readonly number[], unit = 'ms'): void {
  const fmt = (n: number): string => n.toFixed(unit === 'ms' ? 3 : 1);
  console.log(
    `${label.padEnd(48)} n=${String(samples.length).padStart(5)}  p50=${fmt(percentile(samples, 50))}${unit}  p99=${fmt(percentile(samples, 99))}${unit}`,
  );
}
