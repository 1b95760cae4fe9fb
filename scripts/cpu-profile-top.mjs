// Top self-time frames of V8 CPU profiles (.cpuprofile, from node --cpu-prof), counting only the samples taken
// while the read-path bench loaded that mode (dir/windows.json, written by the bench with BENCH_CPU_PROF_DIR), so
// start-up does not drown the request path. Also sums self time by where the code lives (a package, node's own,
// our libs and services). Usage: node scripts/cpu-profile-top.mjs DIR [--top 25]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
const dir = positionals[0];
if (!dir) {
  console.error('usage: node scripts/cpu-profile-top.mjs DIR [--top N]');
  process.exit(2);
}
const top = Number(values.top);
const windowsFile = join(dir, 'windows.json');
const windows = existsSync(windowsFile) ? JSON.parse(readFileSync(windowsFile, 'utf8')) : {};

/** Where a frame's code lives: `pkg:<name>` for node_modules, `node:` internals, our own path, or V8's pseudo-frames. */
function place(url) {
  if (!url) return '(V8/native)';
  if (url.startsWith('node:')) return 'node: internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return `pkg:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  const ours = /\/(libs|services|gateway)\/([^/]+)\//.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const short = (url) => url.replace(/^file:\/\//, '').replace(/^.*?node_modules\//, '').replace(/^.*?\/(libs|services|gateway)\//, '$1/');

for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).sort()) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const mode = file.split('-')[0].replace('.cpuprofile', '');
  const modeWindows = windows[mode] ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const frames = new Map();
  const places = new Map();
  let time = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (modeWindows.length > 0 && !modeWindows.some(([from, to]) => time >= from && time <= to)) continue;
    const { callFrame } = byId.get(profile.samples[i]);
    if (callFrame.functionName === '(idle)') continue;
    const key = `${callFrame.functionName || '(anonymous)'}  ${short(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    frames.set(key, (frames.get(key) ?? 0) + delta);
    const where = place(callFrame.url);
    places.set(where, (places.get(where) ?? 0) + delta);
    total += delta;
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)} %`;
  console.log(`\n## ${file}: ${(total / 1e6).toFixed(1)} s of CPU (not idle)${modeWindows.length ? ' under load' : ' (no windows.json: whole run)'}\n`);
  console.log('Self time by place:');
  console.table([...places].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([where, us]) => ({ place: where, self: pct(us) })));
  console.log(`Top ${top} frames by self time:`);
  console.table([...frames].sort((a, b) => b[1] - a[1]).slice(0, top).map(([frame, us]) => ({ frame, self: pct(us) })));
}
