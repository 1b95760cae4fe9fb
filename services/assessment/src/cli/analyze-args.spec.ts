import { describe, expect, it } from '@jest/globals';
import { parseAnalyzeArgs } from './analyze-args.js';

describe('analyze CLI arguments', () => {
  it('takes files, with or without --candidates K in either form', () => {
    expect(parseAnalyzeArgs(['a.pdf', 'b.docx'])).toEqual({ files: ['a.pdf', 'b.docx'], candidates: null });
    expect(parseAnalyzeArgs(['--candidates', '20', 'a.pdf'])).toEqual({ files: ['a.pdf'], candidates: 20 });
    expect(parseAnalyzeArgs(['a.pdf', '--candidates=5'])).toEqual({ files: ['a.pdf'], candidates: 5 });
  });

  it('refuses a bad K and a missing file with a clear message', () => {
    expect(parseAnalyzeArgs(['--candidates', 'many', 'a.pdf'])).toEqual({ error: '--candidates takes a whole number from 1 to 1000, not "many"' });
    expect(parseAnalyzeArgs(['--candidates=0', 'a.pdf'])).toHaveProperty('error');
    expect(parseAnalyzeArgs(['a.pdf', '--candidates'])).toEqual({ error: '--candidates takes a whole number from 1 to 1000, not ""' });
    expect(parseAnalyzeArgs([])).toEqual({ error: 'no file given' });
  });
});
