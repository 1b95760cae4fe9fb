import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from '@jest/globals';

// The built CLI, as `npm run --silent analyze` runs it (npm test builds before it tests).
const cli = fileURLToPath(new URL('../../dist/cli/analyze.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'analyze-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('ranks the ESCO candidates of one short sentence a file, as a job-ad benchmark runs it, and reads a CV in the line format', async () => {
  writeFileSync(join(dir, 'sentence.txt'), 'python\n');
  writeFileSync(join(dir, 'cv.txt'), 'Experience\nWind Turbine Technician, Northwind Services Ltd, 2019 – present\n- Maintain wind turbines and troubleshoot pitch faults\nSkills\nPython, SCADA');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--candidates', '5', join(dir, 'sentence.txt'), join(dir, 'cv.txt')], { timeout: 120_000 });
  const [sentence, cv] = stdout.trim().split('\n').map((line) => JSON.parse(line) as { skills: { name: string; escoUri: string | null }[]; currentPosition: string | null });
  // A file of a few letters is text, not a scan; the candidates are ESCO concepts only, at most K.
  expect(sentence!.skills[0]?.name).toBe('Python (computer programming)');
  expect(sentence!.skills.length).toBeLessThanOrEqual(5);
  expect(sentence!.skills.every((s) => s.escoUri?.startsWith('http://data.europa.eu/esco/'))).toBe(true);
  expect(cv!.currentPosition).toBe('Wind Turbine Technician');
  // Without --candidates, a sentence still lists its best matches (read as a query).
  const plain = await promisify(execFile)(process.execPath, [cli, join(dir, 'sentence.txt')], { timeout: 120_000 });
  expect((JSON.parse(plain.stdout) as { skills: { name: string }[] }).skills[0]?.name).toBe('Python (computer programming)');
  expect(cv!.skills.map((s) => s.name)).toContain('maintain wind turbines');
}, 120_000);

it('says per file what it could not read, goes on with the rest, and exits 1', async () => {
  writeFileSync(join(dir, 'ok.txt'), 'Experience\nSolar PV Installer, Sunline Ltd, 2020 – present\n- Install photovoltaic panels on domestic roofs');
  const run = promisify(execFile)(process.execPath, [cli, join(dir, 'missing.pdf'), dir, join(dir, 'ok.txt')], { timeout: 120_000 });
  const failure = await run.then(() => undefined, (error: { code: number; stdout: string }) => error);
  expect(failure?.code).toBe(1);
  const lines = failure!.stdout.trim().split('\n').map((line) => JSON.parse(line) as { error?: string; currentPosition?: string });
  expect(lines.map((line) => line.error ?? line.currentPosition)).toEqual(['File not found', 'Is a directory: name the files in it', 'Solar PV Installer']);
}, 120_000);
