import { describe, expect, it } from '@jest/globals';
import { CV_ACCEPT, checkCvFile, cvDisplayName, cvStorageKey, isCvKeyOf, kindFromFileName, sanitizeFileName, storageKeyClock } from './cv-rules.js';

const USER = '5b3c1f0e-8a4d-4c2b-9e7f-1a2b3c4d5e6f';

describe('CV storage keys', () => {
  it('reads the kind from the extension, case-insensitively', () => {
    expect(['a.PDF', 'b.doc', 'c.Docx', 'd.txt', 'e.png', 'f'].map(kindFromFileName)).toEqual(['pdf', 'doc', 'docx', 'txt', null, null]);
  });

  it('sanitises names: last segment, accents folded, unsafe characters replaced', () => {
    expect(sanitizeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFileName('C:\\Users\\amina\\Mon CV — Énergie (2025).pdf')).toBe('Mon_CV_Energie_2025.pdf');
    expect(sanitizeFileName('...hidden.docx')).toBe('hidden.docx');
    expect(sanitizeFileName('简历.pdf')).toBe('cv.pdf');
    expect(sanitizeFileName(`${'x'.repeat(300)}.docx`)).toHaveLength(100);
    expect(sanitizeFileName(`${'x'.repeat(300)}.docx`).endsWith('.docx')).toBe(true);
  });

  it('builds {userId}/{timestamp}_{fileName} and recognises only the owner\'s keys', () => {
    const key = cvStorageKey(USER, 'My CV.pdf', new Date(1_700_000_000_000));
    expect(key).toBe(`${USER}/1700000000000_My_CV.pdf`);
    expect(isCvKeyOf(USER, key)).toBe(true);
    expect(isCvKeyOf('00000000-0000-4000-8000-000000000000', key)).toBe(false);
    expect(isCvKeyOf(USER, `${USER}/../other/1_cv.pdf`)).toBe(false);
    expect(isCvKeyOf(USER, `${USER}/sub/1_cv.pdf`)).toBe(false);
  });

  it('gives two uploads of one name in one millisecond two keys', () => {
    const next = storageKeyClock(() => 1_700_000_000_000);
    const keys = new Set(Array.from({ length: 100 }, () => cvStorageKey(USER, 'cv.pdf', next())));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(isCvKeyOf(USER, key)).toBe(true);
  });
});

describe('CV display names', () => {
  it('keeps the name as the person gave it, without controls, format characters or bidi overrides', () => {
    expect(cvDisplayName('C:\\Users\\amina\\Mon CV — Énergie.pdf')).toBe('Mon CV — Énergie.pdf');
    expect(cvDisplayName('cv\u202Efdp.exe.pdf')).toBe('cvfdp.exe.pdf');
    expect(cvDisplayName('a\u0000b\u001b[31m\u0085c\u2028d\u200b\ufeff.pdf')).toBe('ab[31mcd.pdf');
    expect(cvDisplayName('cv.pdf\u200b')).toBe('cv.pdf');
    expect(cvDisplayName('Cafe\u0301.pdf')).toBe('Café.pdf');
    expect(cvDisplayName('\u202e\u0000')).toBe('cv');
    expect(cvDisplayName('half \ud83d.pdf')).toBe('half .pdf');
  });

  it('cuts a long name to 255 code units at a whole character, keeping its end and extension', () => {
    for (const name of ['\u{1F600}'.repeat(200) + '.pdf', 'x' + '\u{1F600}'.repeat(200) + '.pdf', 'x'.repeat(5000) + '.pdf']) {
      const shown = cvDisplayName(name);
      expect(shown.length).toBeLessThanOrEqual(255);
      expect(shown.length).toBeGreaterThanOrEqual(254);
      expect(shown.endsWith('.pdf')).toBe(true);
      expect(shown).not.toMatch(/\p{Cs}/u); // no half pair: JSON and jsonb take it
      expect(kindFromFileName(shown)).toBe('pdf');
    }
  });
});

describe('CV checks before sending (the browser)', () => {
  it('allows PDF, DOC, DOCX and TXT up to 10 MB with the spec\'s messages otherwise', () => {
    expect(CV_ACCEPT).toBe('.pdf,.doc,.docx,.txt');
    expect(checkCvFile({ name: 'cv.PDF', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkCvFile({ name: 'cv.docx', size: 10 * 1024 * 1024 + 1 })).toBe('File size must be less than 10MB');
    expect(checkCvFile({ name: 'cv.png', size: 10 })).toBe('Only PDF, DOC, DOCX, and TXT files are allowed');
    expect(checkCvFile({ name: 'cv', size: 10 })).toBe('Only PDF, DOC, DOCX, and TXT files are allowed');
  });
});
