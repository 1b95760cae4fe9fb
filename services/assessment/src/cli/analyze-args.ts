export const ANALYZE_USAGE = 'usage: npm run --silent analyze -- [--candidates K] FILE...';

/** The analyze CLI's arguments: the files, and K of `--candidates K` (or `--candidates=K`), 1–1000. */
export function parseAnalyzeArgs(argv: readonly string[]): { files: string[]; candidates: number | null } | { error: string } {
  const args = [...argv];
  let candidates: number | null = null;
  const at = args.findIndex((a) => a === '--candidates' || a.startsWith('--candidates='));
  if (at >= 0) {
    const [flag] = args.splice(at, 1) as [string];
    const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args.splice(at, 1)[0];
    candidates = Number(value);
    if (!value || !Number.isInteger(candidates) || candidates < 1 || candidates > 1000) return { error: `--candidates takes a whole number from 1 to 1000, not ${JSON.stringify(value ?? '')}` };
  }
  if (args.length === 0) return { error: 'no file given' };
  return { files: args, candidates };
}
