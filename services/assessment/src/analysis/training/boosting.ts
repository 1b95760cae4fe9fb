import { treeValue, type RankerTree } from '../ranker.js';

export interface BoostingOptions {
  trees?: number;
  depth?: number;
  rate?: number;
  /** L2 on leaf values; also keeps leaves of few examples near zero. */
  lambda?: number;
  minLeaf?: number;
  bins?: number;
}

/**
 * Gradient-boosted regression trees on the logistic loss (Newton steps), starting from a given margin per
 * example (the linear model's): the trees learn what a straight line cannot, e.g. that a concept retrieved first
 * on several lines is likely even though retrieval alone usually is not. Split points are per-feature quantiles;
 * no randomness, so the same data gives the same trees.
 */
export function fitBoosting(x: number[][], y: number[], margin: number[], options: BoostingOptions = {}): RankerTree[] {
  const { trees = 120, depth = 3, rate = 0.1, lambda = 5, minLeaf = 20, bins = 32 } = options;
  const n = x.length;
  const d = x[0]?.length ?? 0;
  // Candidate thresholds per feature: distinct quantiles of its values.
  const thresholds: number[][] = [];
  for (let j = 0; j < d; j++) {
    const values = x.map((row) => row[j]!).sort((a, b) => a - b);
    const cuts = new Set<number>();
    for (let b = 1; b < bins; b++) cuts.add(values[Math.floor((b * n) / bins)]!);
    thresholds.push([...cuts].sort((a, b) => a - b));
  }
  // Each value's bin, found once: the first cut it does not exceed (rows with value <= cut go left of it).
  const binOf: Uint16Array[] = thresholds.map((cuts, j) =>
    Uint16Array.from(x, (row) => {
      const v = row[j]!;
      let lo = 0;
      let hi = cuts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (v <= cuts[mid]!) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    }),
  );
  const f = [...margin];
  const out: RankerTree[] = [];
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  for (let m = 0; m < trees; m++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-f[i]!));
      g[i] = y[i]! - p;
      h[i] = Math.max(p * (1 - p), 1e-6);
    }
    const tree: RankerTree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const grow = (rows: number[], level: number): number => {
      const node = tree.feature.length;
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      let G = 0;
      let H = 0;
      for (const i of rows) {
        G += g[i]!;
        H += h[i]!;
      }
      tree.value.push(Math.round(((rate * G) / (H + lambda)) * 1e4) / 1e4);
      if (level === depth || rows.length < 2 * minLeaf) return node;
      let best = { gain: 1e-6, feature: -1, threshold: 0 };
      const parent = (G * G) / (H + lambda);
      for (let j = 0; j < d; j++) {
        const cuts = thresholds[j]!;
        if (cuts.length === 0) continue;
        const gs = new Float64Array(cuts.length + 1);
        const hs = new Float64Array(cuts.length + 1);
        const cs = new Int32Array(cuts.length + 1);
        const binned = binOf[j]!;
        for (const i of rows) {
          const lo = binned[i]!;
          gs[lo]! += g[i]!;
          hs[lo]! += h[i]!;
          cs[lo]! += 1;
        }
        let gl = 0;
        let hl = 0;
        let cl = 0;
        for (let b = 0; b < cuts.length; b++) {
          gl += gs[b]!;
          hl += hs[b]!;
          cl += cs[b]!;
          const cr = rows.length - cl;
          if (cl < minLeaf || cr < minLeaf) continue;
          const gain = (gl * gl) / (hl + lambda) + ((G - gl) * (G - gl)) / (H - hl + lambda) - parent;
          if (gain > best.gain) best = { gain, feature: j, threshold: cuts[b]! };
        }
      }
      if (best.feature < 0) return node;
      tree.feature[node] = best.feature;
      tree.threshold[node] = best.threshold;
      const leftRows = rows.filter((i) => x[i]![best.feature]! <= best.threshold);
      const rightRows = rows.filter((i) => x[i]![best.feature]! > best.threshold);
      tree.left[node] = grow(leftRows, level + 1);
      tree.right[node] = grow(rightRows, level + 1);
      return node;
    };
    grow([...Array(n).keys()], 0);
    out.push(tree);
    for (let i = 0; i < n; i++) f[i]! += treeValue(tree, x[i]!);
  }
  return out;
}
