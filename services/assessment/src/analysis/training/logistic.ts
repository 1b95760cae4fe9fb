/**
 * L2-regularised logistic regression by full-batch gradient descent with a fixed schedule: no randomness, so the
 * same data gives the same weights on every machine. Small enough to need no library (tens of features,
 * thousands of examples, about a second).
 */
export function fitLogistic(x: number[][], y: number[], options: { l2?: number; iterations?: number; rate?: number; positiveWeight?: number } = {}): number[] {
  const { l2 = 1e-3, iterations = 4000, rate = 0.5, positiveWeight = 1 } = options;
  const d = x[0]?.length ?? 0;
  const n = x.length;
  // The rows' non-zero values only (most features are flags, and most flags are off), in typed arrays: the same
  // sums in the same order as over the full rows (a zero term adds nothing), several times faster.
  const start = new Int32Array(n + 1);
  const column: number[] = [];
  const value: number[] = [];
  x.forEach((row, i) => {
    row.forEach((v, j) => {
      if (v === 0) return;
      column.push(j);
      value.push(v);
    });
    start[i + 1] = column.length;
  });
  const columns = Int32Array.from(column);
  const values = Float64Array.from(value);
  const w = new Float64Array(d);
  const total = y.reduce((s, v) => s + (v ? positiveWeight : 1), 0);
  // Adam-free but with a per-feature step normalised by how often the feature is active, so rare flags learn too.
  const scale = new Float64Array(d);
  for (const row of x) for (let j = 0; j < d; j++) scale[j]! += Math.abs(row[j]!);
  for (let j = 0; j < d; j++) scale[j] = n / Math.max(scale[j]!, n / 50);
  const grad = new Float64Array(d);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const from = start[i]!;
      const to = start[i + 1]!;
      let z = 0;
      for (let k = from; k < to; k++) z += values[k]! * w[columns[k]!]!;
      const p = 1 / (1 + Math.exp(-z));
      const weight = y[i] ? positiveWeight : 1;
      const err = (p - y[i]!) * weight;
      for (let k = from; k < to; k++) grad[columns[k]!]! += err * values[k]!;
    }
    const step = rate / (1 + it / 1000);
    for (let j = 0; j < d; j++) w[j]! -= step * ((grad[j]! / total) * scale[j]! + (j === 0 ? 0 : l2 * w[j]!));
  }
  return Array.from(w, (v) => Math.round(v * 1e4) / 1e4);
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
