import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { strToU8, zipSync } from 'fflate';
import { normalise, parseDocument } from './parse-document.js';

// Every control character but tab and line feed, C1, and the bidi overrides and isolates: none may reach the text.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

describe('extracted text normalisation', () => {
  it('strips NUL and the other control characters PostgreSQL or a reader would trip on', () => {
    const all = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join('') + '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    const text = normalise(`Wind\u0000 turbine technician ${all} SCADA\u001b[31m red\u202e txt.exe`);
    expect(text).not.toMatch(CONTROLS);
    expect(text.split('\n')[0]).toBe('Wind turbine technician');
    expect(text.split('\n').at(-1)).toBe('SCADA[31m red txt.exe');
  });

  it('reads vertical tab, form feed, NEL and the Unicode separators as line breaks, and a lone surrogate as U+FFFD', () => {
    expect(normalise('Engineer\vGrid\fSolar\u0085Wind\u2028Hydro\u2029Tidal')).toBe('Engineer\nGrid\nSolar\nWind\nHydro\nTidal');
    expect(normalise('Wind \ud800turbine \udc00 \u{1F600}')).toBe('Wind \ufffdturbine \ufffd \u{1F600}');
  });

  it('reads ligatures as their letters and drops soft hyphens and zero-width characters inside words', () => {
    expect(normalise('Certi\ufb01ed \ufb02ow e\ufb03ciency sta\ufb00 \ufb06ack')).toBe('Certified flow efficiency staff stack');
    expect(normalise('\ufeffProject\u200bManagement, commis\u00adsioning, grid\u2060code')).toBe('ProjectManagement, commissioning, gridcode');
  });

  it('keeps a DOCX with NUL, escape and override characters readable and storable', async () => {
    const xml = '<w:document><w:body><w:p><w:r><w:t>Senior Wind Turbine Technician\u0000X</w:t></w:r></w:p><w:p><w:r><w:t>Skills: SCADA &#x1b;[31m red &#x202e; rtl &#1;</w:t></w:r></w:p></w:body></w:document>';
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8(xml) });
    const { text } = await parseDocument(docx, 'docx');
    expect(text).toBe('Senior Wind Turbine TechnicianX\nSkills: SCADA [31m red  rtl');
    expect(text).not.toMatch(CONTROLS);
  });
});

describe('Word parts beside the body', () => {
  // test/fixtures/word-parts: one CV four ways, as Word templates make them (its make-docx.mjs; the .doc and .pdf are
  // LibreOffice's): its name and headline in the page header and its skills, certificates and languages in a text box
  // beside the body, or anchored in the header; the page laid out as a table of one row, sidebar left and body right;
  // each job a table row.
  const fixture = (name: string, extension: string) => new Uint8Array(readFileSync(new URL(`../../test/fixtures/word-parts/${name}.${extension}`, import.meta.url)));
  const count = (text: string, line: string) => text.split('\n').filter((l) => l.trim() === line).length;

  it.each(['docx', 'doc', 'pdf'] as const)('reads the header, the text box and the body of a %s, each once', async (kind) => {
    const { text } = await parseDocument(fixture('sidebar-cv', kind), kind);
    for (const line of ['Amina Okafor', 'GWO Basic Safety Training', 'IRATA Level 2', 'Hausa (fluent)', 'EXPERIENCE', 'Lead Wind Turbine Technician', 'EDUCATION']) expect([line, count(text, line)]).toEqual([line, 1]);
    // (A .doc and a .docx read their header first, their sidebar before the body: a PDF reads its columns as it sees them.)
    if (kind !== 'pdf') expect(text.indexOf('Amina Okafor')).toBeLessThan(text.indexOf('SKILLS'));
    expect(text.indexOf('SKILLS')).not.toBe(-1);
  });

  it.each(['docx', 'doc'] as const)('reads a text box anchored in the page header (a sidebar on every page) once, after the header, in a %s', async (kind) => {
    const { text } = await parseDocument(fixture('header-sidebar-cv', kind), kind);
    for (const line of ['Amina Okafor', 'SKILLS', 'GWO Basic Safety Training', 'Hausa (fluent)', 'PROFILE', 'Lead Wind Turbine Technician']) expect([line, count(text, line)]).toEqual([line, 1]);
    expect(text.indexOf('Amina Okafor')).toBeLessThan(text.indexOf('SKILLS'));
    expect(text.indexOf('Hausa (fluent)')).toBeLessThan(text.indexOf('PROFILE'));
  });

  it.each(['docx', 'doc', 'pdf'] as const)('reads a page laid out as a table, sidebar and body, as lines of their own in a %s', async (kind) => {
    const { text } = await parseDocument(fixture('layout-table-cv', kind), kind);
    // (The .doc reader runs the sidebar's last line and the body's first together, 'Hausa (fluent)  PROFILE', as cells.)
    for (const line of ['SKILLS', 'IRATA Level 2', 'EXPERIENCE', 'Lead Wind Turbine Technician', 'Hornsea Wind Services Ltd, Grimsby', '03/2019 – present', 'EDUCATION']) expect([line, count(text.replace(/ - /g, ' – '), line)]).toEqual([line, 1]);
  });

  it('reads a DOCX job row side by side: its dates beside its title, its place beside its employer, its bullets below', async () => {
    const { text } = await parseDocument(fixture('job-table-cv', 'docx'), 'docx');
    expect(text).toContain(['03/2019 – present | Lead Wind Turbine Technician', 'Grimsby | Hornsea Wind Services Ltd', '- Lead a team of six technicians on scheduled and corrective maintenance of 174 turbines.'].join('\n'));
  });
});
