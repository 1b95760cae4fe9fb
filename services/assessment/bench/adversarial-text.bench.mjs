// `npm run bench -- services/assessment/bench/adversarial-text.bench.mjs`: how long the built-in analyzer takes over
// texts written to be slow, each as long as a CV's text may be (200,000 characters): runs of one character, unclosed
// brackets, repeated date and duration phrases, a hundred thousand lines. Each runs in a child process with a time
// limit, so one that hangs is reported as such instead of holding the bench. Printed, never asserted.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHARS = 200_000;
const LIMIT_MS = 60_000;
const repeat = (unit) => unit.repeat(Math.ceil(CHARS / unit.length)).slice(0, CHARS);
const TEXTS = {
  'dashes': () => `Engineer\n${repeat('-')}`,
  'unclosed brackets': () => `Engineer\n${repeat('(')}`,
  'spaces between two letters': () => `a${repeat(' ')}b`,
  'tabs between two letters': () => `a${repeat('\t')}b`,
  'no-break spaces': () => `a${repeat('\u00a0')}b`,
  '"2019 - 2020 "': () => repeat('2019 - 2020 '),
  '"5 years "': () => repeat('5 years '),
  '"01/05/2012 "': () => repeat('01/05/2012 '),
  '"Jan 2019 – "': () => repeat('Jan 2019 – '),
  '"2019 – present "': () => repeat('2019 – present '),
  'one letter a line': () => repeat('x\n'),
  'dot leaders': () => repeat('Engineer ........ 2019\n'),
  'bullets': () => repeat('• '),
  'a skills list': () => `Skills: ${repeat('x, ')}`,
  'hyphenated words': () => repeat('a-'),
  'initials': () => repeat('A. '),
  'a job repeated': () => repeat('Wind Technician, Acme, 2019 - present\n- Maintained turbines\n'),
  // A field after a title's comma that reads many ways: acronyms joined by "&", field words run together, a letter
  // the old word boundary split at (each line cut at 200 characters: one such line once took 139 s).
  'acronyms joined by "&"': () => repeat(`Engineer, ${'AA&A&'.repeat(36)}x, 2019 – present\n`),
  'field words run together': () => repeat(`Engineer, ${'hydropower'.repeat(18)}x, 2019 – present\n`),
  '"aä" titles': () => repeat(`${'aä'.repeat(90)}, 2019 – present\n`),
  'foreign months': () => repeat('März 2016 – Dez. 2021 seit Jan. 2022 mars 2018 – aujourd\'hui '),
  // A job told in one bullet paragraph its dates close, the paragraph pipes (its heading's notes are split at each).
  'pipes in paragraphs': () => repeat(`\n• ${Array.from({ length: 12 }, () => '|'.repeat(1199)).join('\n')}\ndone. Jan 2019 – present\n`),
  'notes on a heading': () => repeat(`Engineer – team of 4, ${'reporting to the CEO, '.repeat(40)}2019 – present\n`),
  'a text table': () => `From | To | Employer | Position\n${repeat('| | x | y\n')}`,
};

if (process.argv[2] === '--one') {
  const { createBuiltInAnalyzer } = await import('../dist/analysis/built-in-analyzer.js');
  const analyzer = await createBuiltInAnalyzer();
  const text = TEXTS[process.argv[3]]();
  const started = performance.now();
  analyzer.analyze(text);
  process.stdout.write(`${(performance.now() - started).toFixed(0)}\n`);
  process.exit(0);
}

const rows = [];
for (const name of Object.keys(TEXTS)) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', name], { encoding: 'utf8', timeout: LIMIT_MS });
  const ms = Number(child.stdout.trim().split('\n').at(-1));
  rows.push({ text: name, 'analyse ms': child.error || !Number.isFinite(ms) ? `over ${LIMIT_MS / 1000} s` : ms });
}
console.log(`the built-in analyzer over texts of ${CHARS.toLocaleString('en')} characters written to be slow (each in its own process; loading the model not counted)`);
console.table(rows);
