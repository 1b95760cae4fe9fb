import { describe, expect, it } from '@jest/globals';
import { stem, tokenize } from './tokens.js';

describe('stemming', () => {
  it.each([
    ['maintain', 'maintenance'], ['maintain', 'maintained'], ['install', 'installation'], ['install', 'installed'],
    ['operate', 'operating'], ['operate', 'operation'], ['inspect', 'inspections'], ['turbine', 'turbines'],
    ['commission', 'commissioning'], ['system', 'systems'], ['test', 'testing'],
  ])('%s and %s share a stem', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it('leaves short words and tokens with digits alone', () => {
    expect(stem('go')).toBe('go');
    expect(stem('c++')).toBe('c++');
    expect(stem('iec61850')).toBe('iec61850');
  });
});

describe('tokenize', () => {
  it('keeps technical tokens whole with their positions', () => {
    expect(tokenize('C++, Node.js and CI/CD at 11kV').map((t) => t.text)).toEqual(['C++', 'Node.js', 'and', 'CI/CD', 'at', '11kV']);
    expect(tokenize('Ran SCADA')[1]).toMatchObject({ text: 'SCADA', start: 4, end: 9 });
  });
});
