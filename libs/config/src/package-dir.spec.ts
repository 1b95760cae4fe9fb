import { describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageDir } from './package-dir.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('packageDir', () => {
  it('finds a workspace package by name, from any module of the repository (a bundle elsewhere too)', () => {
    expect(packageDir('@ecp/runtime', import.meta.url)).toBe(join(repo, 'libs', 'runtime'));
    expect(packageDir('@ecp/runtime', pathToFileURL(join(repo, 'services', 'embedded-host', 'dist', 'bundle', 'main.js')))).toBe(join(repo, 'libs', 'runtime'));
  });

  it('fails for a package whose exports leave out its package.json', () => {
    expect(() => packageDir('@ecp/contracts', import.meta.url)).toThrow();
  });
});
