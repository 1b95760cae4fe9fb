import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { columnSplit, pageText } from './pdf-text.js';

const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, fontSize: 10 });

describe('PDF page layout', () => {
  it('reads a single-column page line by line, right-aligned dates staying on their line as a cell of it', () => {
    const lines = [
      'Experience',
      'Senior wind turbine technician at Northwind Energy',
      'Maintained a fleet of forty 3 MW turbines and their SCADA links',
      'Wind turbine technician at Coastal Renewables',
      'Commissioned blade pitch systems and yaw drives offshore',
    ];
    const items = [...lines.map((s, i) => item(s, 50, 700 - i * 15)), item('2019-2024', 480, 685, 45), item('2015-2019', 480, 655, 45)];
    expect(columnSplit(items)).toBeNull();
    expect(pageText(items).split('\n')[1]).toBe('Senior wind turbine technician at Northwind Energy | 2019-2024');
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

describe("a PDF's tables (as a Word file's table prints)", () => {
  const cell = (str: string, x: number, y: number, width: number) => ({ str, x, y, width, fontSize: 11 });
  // A page's full-width lines below (a job's description), so that no gutter between columns is read.
  const prose = [0, 1, 2].map((i) => cell('Engineer with eleven years in power systems studies, grid connection and protection for renewable plants.', 56.8, 300 - i * 12.8, 480));
  it('reads a row whose cells wrap over several lines as one line of whole cells', () => {
    const items = [
      ...[['Period', 56.8], ['Company', 177.3], ['Position', 297.7], ['City', 418.2]].map(([s, x]) => cell(s as string, x as number, 566, 40)),
      cell('01/2022 – present', 56.8, 550.7, 100), cell('Consultoría Norteña', 177.3, 550.7, 110), cell('de Sistemas', 177.3, 537.9, 67), cell('Eléctricos, S.C.', 177.3, 525.1, 82),
      cell('Senior Power', 297.7, 550.7, 72), cell('Systems Studies', 297.7, 537.9, 91), cell('Engineer', 297.7, 525.1, 49), cell('Monterrey, N.L.', 418.2, 550.7, 84),
      cell('08/2017 – 12/2021', 56.8, 509.8, 104), cell('Transmisora', 177.3, 509.8, 66), cell('Eléctrica del Bajío', 177.3, 497, 100), cell('Power Systems', 297.7, 509.8, 83), cell('Planning Engineer', 297.7, 497, 100),
      // (A first column's cell wrapping too: the title in a narrow first column.)
      cell('Senior Talent', 56.8, 468.9, 70), cell('Acquisition', 56.8, 456.1, 60), cell('Falcon Crest', 177.3, 468.9, 70), cell('Abu Dhabi', 297.7, 468.9, 55), cell('12/2022 – Present', 418.2, 468.9, 95),
    ];
    expect(pageText([...prose, ...items]).split('\n').slice(0, -3)).toEqual([
      'Period | Company | Position | City',
      '01/2022 – present | Consultoría Norteña de Sistemas Eléctricos, S.C. | Senior Power Systems Studies Engineer | Monterrey, N.L.',
      '08/2017 – 12/2021 | Transmisora Eléctrica del Bajío | Power Systems Planning Engineer',
      'Senior Talent Acquisition | Falcon Crest | Abu Dhabi | 12/2022 – Present',
    ]);
  });

  it("reads a justified line as one cell, and a row with an empty cell as its own row (a review's cases)", () => {
    const words = ['Electrical', 'Engineer,', 'ABB', 's.r.o.,', 'Brno,', '2014', '–', '2019.', 'Designed'];
    let x = 45;
    const justified = words.map((w) => {
      const it = cell(w, x, 569, w.length * 5);
      x += w.length * 5 + 7.5;
      return it;
    });
    expect(pageText([...prose, ...justified]).split('\n')[0]).toBe('Electrical Engineer, ABB s.r.o., Brno, 2014 – 2019. Designed');
    const rows = [
      cell('Solar Site Manager, Iberdrola', 56.8, 600, 150), cell('Sevilla', 240, 600, 40), cell('2021 – Present', 400, 600, 80),
      cell('Site Supervisor, Iberdrola', 56.8, 588, 130), cell('2018 – 2021', 400, 588, 60),
      cell('Electrician, Elecnor', 56.8, 576, 100), cell('Cádiz', 240, 576, 30), cell('2015 – 2018', 400, 576, 60),
    ];
    expect(pageText([...prose, ...rows]).split('\n').slice(0, -3)).toEqual(['Solar Site Manager, Iberdrola | Sevilla | 2021 – Present', 'Site Supervisor, Iberdrola | 2018 – 2021', 'Electrician, Elecnor | Cádiz | 2015 – 2018']);
  });

  it('keeps lines below a title and its dates, a bullet and its text, and a line across the next cell apart', () => {
    const items = [
      cell('Senior Engineer, Acme Power Ltd', 56.8, 600, 170), cell('Jan 2020 – Present', 430, 600, 95),
      cell('Aberdeen, Scotland', 56.8, 587.2, 95),
      cell('•', 56.8, 574.4, 6.5), cell('Led protection studies for 40 substations', 74.8, 574.4, 220),
      cell('01.03.2017 – present', 56.8, 550, 117), cell('Wind Farm Site Manager', 198.6, 550, 134.5), cell('Vântul Sudului Operare SRL', 340.4, 550, 151.5),
      cell('Parcul Eolian Dealul Pietrosăliei (60 × 3 MW), Pietrosălia Nouă', 56.8, 537.2, 341),
    ];
    expect(pageText([...prose, ...items]).split('\n').slice(0, -3)).toEqual([
      'Senior Engineer, Acme Power Ltd | Jan 2020 – Present',
      'Aberdeen, Scotland',
      '• Led protection studies for 40 substations',
      '01.03.2017 – present | Wind Farm Site Manager | Vântul Sudului Operare SRL',
      'Parcul Eolian Dealul Pietrosăliei (60 × 3 MW), Pietrosălia Nouă',
    ]);
  });
});

describe('the bundled pdf.js', () => {
  it('contains no eval or new Function code path', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('unpdf').replace(/index\.c?js$/, 'pdfjs.mjs'), 'utf8');
    expect(source).not.toMatch(/\beval\(|new Function\(/);
  });
});
