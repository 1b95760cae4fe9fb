import { describe, expect, it } from '@jest/globals';
import { stem, tokenize, withoutAsides, withTokenCache, type Token } from './tokens.js';

describe('stemming', () => {
  it.each([
    ['maintain', 'maintenance'], ['maintain', 'maintained'], ['install', 'installation'], ['install', 'installed'],
    ['operate', 'operating'], ['operate', 'operation'], ['inspect', 'inspections'], ['turbine', 'turbines'],
    ['commission', 'commissioning'], ['system', 'systems'], ['test', 'testing'], ['lead', 'leadership'],
  ])('%s and %s share a stem', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each([
    ['write', 'wrote'], ['build', 'built'], ['lead', 'led'], ['teach', 'taught'], ['undertake', 'undertook'],
    ['organise', 'organize'], ['organisation', 'organization'], ['analyse', 'analyzed'], ['colour', 'color'],
    ['centre', 'center'], ['programme', 'program'], ['modelling', 'modeling'], ['licence', 'license'], ['fibre', 'fiber'],
  ])('irregular and British/American forms: %s and %s share a stem', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each([
    ['engineer', 'engine'], ['engineering', 'engines'], ['general', 'generation'], ['general', 'generator'], ['organic', 'organise'], ['organ', 'organisation'],
  ])('keeps words Porter conflates apart: %s and %s', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it('still brings the forms of each together', () => {
    expect(stem('engines')).toBe(stem('engine'));
    expect(stem('engineers')).toBe(stem('engineering'));
    expect(stem('generators')).toBe(stem('generation'));
    expect(stem('organised')).toBe(stem('organisation'));
  });

  it('reads an acronym as it is: LED lighting was not led', () => {
    expect(stem('LED')).not.toBe(stem('lead'));
    expect(stem('led')).toBe(stem('lead'));
  });

  it('keeps an agent noun apart from its verb: performers are not performance', () => {
    expect(stem('performers')).not.toBe(stem('performance'));
    expect(stem('performers')).toBe(stem('performer'));
    expect(stem('performed')).toBe(stem('performance'));
  });

  it('leaves short words and tokens with digits alone', () => {
    expect(stem('go')).toBe('go');
    expect(stem('c++')).toBe('c++');
    expect(stem('iec61850')).toBe('iec61850');
  });

  it("gives a word named like an object's property a stem of its own: a constructor is not Object", () => {
    for (const word of ['constructor', 'Constructor', 'constructors', 'toString', 'hasOwnProperty', '__proto__']) expect(typeof stem(word)).toBe('string');
    expect(stem('constructor')).toBe(stem('constructors'));
  });
});

describe('tokenize', () => {
  it('keeps technical tokens whole with their positions', () => {
    expect(tokenize('C++, Node.js and CI/CD at 11kV').map((t) => t.text)).toEqual(['C++', 'Node.js', 'and', 'CI/CD', 'at', '11kV']);
    expect(tokenize('Ran SCADA')[1]).toMatchObject({ text: 'SCADA', start: 4, end: 9 });
  });

  it('splits hyphenated words and lower-case word/word pairs, with positions', () => {
    expect(tokenize('fault-finding on tower/flange').map((t) => t.text)).toEqual(['fault', 'finding', 'on', 'tower', 'flange']);
    expect(tokenize('a 22-turbine farm')[2]).toMatchObject({ text: 'turbine', start: 5, end: 12 });
    expect(tokenize('PSS/E and TCP/IP').map((t) => t.text)).toEqual(['PSS/E', 'and', 'TCP/IP']);
    expect(tokenize('Scrum/Agile teams, Excel/Access, MATLAB/Simulink').map((t) => t.text)).toEqual(['Scrum', 'Agile', 'teams', 'Excel', 'Access', 'MATLAB/Simulink']);
  });

  it('answers a short text read again from the build\'s cache, and nothing from it once the build is over', () => {
    const cache = new Map<string, Token[]>();
    const long = 'maintain wind turbines '.repeat(10);
    const [first, again, longOnce, longAgain] = withTokenCache(cache, () => [tokenize('maintain wind turbines'), tokenize('maintain wind turbines'), tokenize(long), tokenize(long)]);
    expect(again).toBe(first);
    expect(first).toEqual(tokenize('maintain wind turbines'));
    expect(tokenize('maintain wind turbines')).not.toBe(first);
    // (A description is read once: only short texts are kept.)
    expect(longAgain).not.toBe(longOnce);
    expect([...cache.keys()]).toEqual(['maintain wind turbines']);
    // The cache goes with a build that throws, too.
    expect(() => withTokenCache(cache, () => { throw new Error('no taxonomy'); })).toThrow('no taxonomy');
    expect(tokenize('install heat pumps')).not.toBe(tokenize('install heat pumps'));
  });
});

describe('withoutAsides', () => {
  it('gives what the plain replace gives, a pattern looking past its ")" too, in one pass', () => {
    const lookingPast = /(?<!\s)\s*\([^)]*\)(?= \S|[,.;:]|$)/gi;
    for (const text of ['Project Engineer (HVDC)/Siemens Energy', 'Engineer (Grid)Acme', 'Engineer (Grid) Acme', 'Lead (BESS)', 'a (b) c (d', '((x)', 'no asides', '(open']) {
      expect(withoutAsides(text)).toBe(text.replace(/\([^)]*\)/g, ' '));
      expect(withoutAsides(text, '', lookingPast)).toBe(text.replace(lookingPast, ''));
    }
  });
});

