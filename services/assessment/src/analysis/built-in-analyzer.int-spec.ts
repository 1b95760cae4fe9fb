import { describe, expect, it } from '@jest/globals';
import { createBuiltInAnalyzer, isEscoUri } from './built-in-analyzer.js';

describe('built-in analyzer over the shipped taxonomy', () => {
  it('finds energy skills with ESCO URIs and O*NET tools without one', async () => {
    const analyzer = await createBuiltInAnalyzer();
    const result = analyzer.analyze(['Experience', '- Mount PV modules on racking and install string inverters', '- Preventive maintenance of wind turbines', 'Skills', 'AutoCAD, Python'].join('\n'));
    const names = result.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['mount photovoltaic panels', 'install inverter', 'maintain wind turbines', 'Python (computer programming)']));
    expect(result.skills.filter((s) => isEscoUri(s.escoUri)).every((s) => /^http:\/\/data\.europa\.eu\/esco\/skill\/[0-9a-f-]{36}$/.test(s.escoUri))).toBe(true);
  });
});
