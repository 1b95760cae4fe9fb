import { describe, expect, it } from '@jest/globals';
import { createBuiltInAnalyzer, isEscoUri } from './built-in-analyzer.js';

describe('built-in analyzer over the shipped taxonomy', () => {
  it('finds energy skills with ESCO URIs and O*NET tools without one', async () => {
    const analyzer = await createBuiltInAnalyzer();
    const text = ['Experience', '- Mount PV modules on racking and install string inverters', '- Preventive maintenance of wind turbines', 'Skills', 'AutoCAD, Python'].join('\n');
    const result = analyzer.analyze(text);
    const names = result.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['mount photovoltaic panels', 'maintain wind turbines', 'Python (computer programming)']));
    // Ranked most confident first, with a confidence each; the ranking reaches below the threshold too.
    expect(result.skills.map((s) => s.confidence)).toEqual([...result.skills.map((s) => s.confidence)].sort((a, b) => b - a));
    expect(analyzer.candidates(text, 10).map((s) => s.name)).toContain('install inverter');
    expect(result.skills.filter((s) => isEscoUri(s.escoUri)).every((s) => /^http:\/\/data\.europa\.eu\/esco\/skill\/[0-9a-f-]{36}$/.test(s.escoUri))).toBe(true);
  });
});
