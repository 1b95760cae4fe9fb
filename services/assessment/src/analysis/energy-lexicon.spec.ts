import { describe, expect, it } from '@jest/globals';
import { expandAbbreviations } from './energy-lexicon.js';

describe('energy shorthand', () => {
  it('follows each acronym and system name with its expansion, keeping the original words', () => {
    expect(expandAbbreviations('HV switching').text).toBe('HV (high voltage) switching');
    expect(expandAbbreviations('Built a solar farm with BESS').text).toBe('Built a solar farm (photovoltaic systems) with BESS (battery energy storage systems)');
    expect(expandAbbreviations('No shorthand here').text).toBe('No shorthand here');
  });

  it('places a span of the original line in the expanded text', () => {
    const line = 'PV installation on wind farm roofs, HV and LV';
    const expanded = expandAbbreviations(line);
    const place = (words: string) => {
      const start = line.indexOf(words);
      return expanded.text.slice(...expanded.span(start, start + words.length));
    };
    expect(place('PV installation')).toBe('PV (photovoltaic) installation');
    expect(place('PV')).toBe('PV');
    expect(place('installation')).toBe('installation');
    expect(place('roofs, HV and LV')).toBe('roofs, HV (high voltage) and LV');
    expect(place(line)).toBe(expanded.text.slice(0, expanded.text.lastIndexOf(' (low voltage)')));
  });

  it('places a position of the expanded text back in the original line: inside an expansion, right after what it expands', () => {
    const line = 'Built a solar farm with BESS and HV cabling';
    const expanded = expandAbbreviations(line);
    const back = (words: string) => {
      const start = expanded.text.indexOf(words);
      return line.slice(expanded.original(start), expanded.original(start + words.length));
    };
    expect(back('Built a solar farm')).toBe('Built a solar farm');
    expect(back('with')).toBe('with');
    expect(back('battery energy storage systems')).toBe('');
    expect(expanded.original(expanded.text.indexOf('battery'))).toBe(line.indexOf('BESS') + 4);
    expect(back('BESS (battery energy storage systems) and HV')).toBe('BESS and HV');
    expect(back('cabling')).toBe('cabling');
  });
});
