import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { columnSplit, pageText } from './pdf-text.js';

const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, fontSize: 10 });

describe('PDF page layout', () => {
  it('reads a single-column page line by line, right-aligned dates staying on their line', () => {
    const lines = [
      'Experience',
      'Senior wind turbine technician at Northwind Energy',
      'Maintained a fleet of forty 3 MW turbines and their SCADA links',
      'Wind turbine technician at Coastal Renewables',
      'Commissioned blade pitch systems and yaw drives offshore',
    ];
    const items = [...lines.map((s, i) => item(s, 50, 700 - i * 15)), item('2019-2024', 480, 685, 45), item('2015-2019', 480, 655, 45)];
    expect(columnSplit(items)).toBeNull();
    expect(pageText(items).split('\n')[1]).toBe('Senior wind turbine technician at Northwind Energy 2019-2024');
  });

  it('reads a two-column page column by column', () => {
    const left = ['EXPERIENCE', 'Senior technician', 'Maintained 3 MW turbines', 'Led a crew of four'].map((s, i) => item(s, 40, 700 - i * 15, 300));
    const right = ['SKILLS', 'SCADA', 'HV switching', 'GWO BST'].map((s, i) => item(s, 420, 700 - i * 15, 120));
    const text = pageText([...left, ...right]);
    expect(text).toBe('EXPERIENCE\nSenior technician\nMaintained 3 MW turbines\nLed a crew of four\n\nSKILLS\nSCADA\nHV switching\nGWO BST');
  });

  it('reads the columns under a name and headline set across the top of the page', () => {
    const header = [item('Marguerite Delacroix-Hale', 40, 780, 420), item('Principal Energy Efficiency Consultant – Industrial Sites', 40, 760, 480)];
    const left = ['EXPERIENCE', 'Principal Consultant, Kestrel Energy', 'Jan 2020 – Present', 'Led 60+ industrial energy audits', 'Surveyed compressed air systems'].map((s, i) => item(s, 40, 700 - i * 15, 300));
    const right = ['KEY SKILLS', 'Compressed air audits', 'VSD retrofits', 'ISO 50001', 'IPMVP'].map((s, i) => item(s, 400, 700 - i * 15, 130));
    expect(pageText([...header, ...left, ...right])).toBe(
      'Marguerite Delacroix-Hale\n\nPrincipal Energy Efficiency Consultant – Industrial Sites\nEXPERIENCE\nPrincipal Consultant, Kestrel Energy\nJan 2020 – Present\nLed 60+ industrial energy audits\nSurveyed compressed air systems\n\nKEY SKILLS\nCompressed air audits\nVSD retrofits\nISO 50001\nIPMVP',
    );
  });
});

describe('the bundled pdf.js', () => {
  it('contains no eval or new Function code path', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('unpdf').replace(/index\.c?js$/, 'pdfjs.mjs'), 'utf8');
    expect(source).not.toMatch(/\beval\(|new Function\(/);
  });
});
