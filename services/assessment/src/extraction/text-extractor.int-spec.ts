import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { DomainError } from '@ecp/contracts';
import { CV_TYPE_MESSAGE } from '@ecp/cv-files';
import { NO_TEXT_MESSAGE, PDF_TOO_LONG_MESSAGE } from './parse-document.js';
import { TextExtractor } from './text-extractor.js';
import { pdfWithContent, pdfWithPages, zerosDeflated, zerosLzw } from '../../test/pdf-bomb.js';
import { checkPdfStreams } from './pdf-streams.js';

const samples = new URL('../../test/cvs/', import.meta.url);
const sample = (name: string) => readFileSync(new URL(name, samples));

/** A valid one-page PDF with nothing on the page: what a scan without OCR looks like to a text reader. */
function blankPdf(): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

describe('CV text extraction in worker threads', () => {
  const extractor = new TextExtractor({ workers: 2 });
  afterAll(() => extractor.close());

  it('reads single- and two-column PDFs column by column, never line across line', async () => {
    const single = await extractor.extract(sample('01-offshore-wind-technician.pdf'), 'cv.pdf');
    expect(single.type).toBe('pdf');
    expect(single.text).toMatch(/Offshore wind turbine technician/i);
    const two = await extractor.extract(sample('03-pv-design-engineer.pdf'), 'cv.pdf');
    // The sidebar's lines stay whole, and the sidebar is read apart from the main column.
    expect(two.text).toMatch(/\nPVsyst, PVcase, AutoCAD,\nSketchUp, Python, Excel, QGIS\n/);
    expect(two.text).toMatch(/\nPV Design Engineer\nHelioforma Ingeniería, Valmora\nFeb 2022 - Present\n/);
  });

  it('reads every format of the labelled energy CVs (LibreOffice DOCX and Word 97 DOC included)', async () => {
    const cvs = new URL('../../test/cvs/', import.meta.url);
    for (const [file, expected] of [
      ['04-protection-engineer.docx', /protection/i],
      ['05-substation-technician.doc', /substation/i],
      ['08-nuclear-reactor-operator.doc', /reactor operator/i],
      ['06-bess-commissioning-engineer.pdf', /BESS/],
      ['12-scada-ot-security-engineer.txt', /SCADA/],
    ] as const) {
      const { text } = await extractor.extract(readFileSync(new URL(file, cvs)), file);
      expect(text).toMatch(expected);
    }
  });

  it('reads the upload fixtures the app and browser suites send, each format to the same text', async () => {
    // Built by libs/cv-files/test/fixtures/make-fixtures.mjs; a DOC without a FIB passed the upload checks but
    // its analysis failed, so the suites that upload it never exercised the Word 97 reader.
    const fixtures = new URL('../../../../libs/cv-files/test/fixtures/', import.meta.url);
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const expected = lines(readFileSync(new URL('cv.txt', fixtures), 'utf8'));
    for (const file of ['cv.doc', 'cv.docx', 'cv.pdf']) {
      const { text } = await extractor.extract(readFileSync(new URL(file, fixtures)), file);
      expect({ file, lines: lines(text) }).toEqual({ file, lines: expected });
    }
  });

  it('reads DOCX and TXT', async () => {
    // A Word document: the zip holds [Content_Types].xml and word/document.xml (the CV file rules check both).
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>Grid engineer with protection relay commissioning experience</w:t></w:r></w:p></w:body></w:document>') });
    await expect(extractor.extract(docx, 'cv.docx')).resolves.toMatchObject({ type: 'docx', text: 'Grid engineer with protection relay commissioning experience' });
    const txt = strToU8('Solar PV installer\r\n\r\n\r\nNABCEP certified, 6 years');
    await expect(extractor.extract(txt, 'cv.txt')).resolves.toMatchObject({ type: 'txt', text: 'Solar PV installer\n\nNABCEP certified, 6 years' });
    // Notepad's "Unicode": UTF-16 with a byte-order mark, its ASCII characters carrying 0x00 bytes.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Solar PV installer\r\nNABCEP certified, 6 years', 'utf16le')]);
    await expect(extractor.extract(utf16, 'cv.txt')).resolves.toMatchObject({ type: 'txt', text: 'Solar PV installer\nNABCEP certified, 6 years' });
  });

  it('fails clearly on a CV with no text (a scan), never an empty result', async () => {
    await expect(extractor.extract(blankPdf(), 'scan.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: NO_TEXT_MESSAGE });
    await expect(extractor.extract(strToU8('   \n  '), 'empty.txt')).rejects.toMatchObject({ message: NO_TEXT_MESSAGE });
    await expect(extractor.extract(strToU8('2019 - 2021\n07700 900123'), 'digits.txt')).rejects.toMatchObject({ message: NO_TEXT_MESSAGE });
  });

  it('reads a short plain-text file as text: a skill or a job-ad sentence is not a scan', async () => {
    await expect(extractor.extract(strToU8('TDD\n'), 'sentence.txt')).resolves.toMatchObject({ type: 'txt', text: 'TDD' });
  });

  it("refuses what isn't a CV format, a zip bomb and an oversized file with the spec's messages", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    await expect(extractor.extract(png, 'photo.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: CV_TYPE_MESSAGE });
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    // Refused from its zip directory by the CV file rules, before a worker inflates anything.
    await expect(extractor.extract(bomb, 'cv.docx')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: CV_TYPE_MESSAGE, details: { reason: expect.stringMatching(/^docx: /) } });
    await expect(extractor.extract(new Uint8Array(10 * 1024 * 1024 + 1), 'big.txt')).rejects.toMatchObject({ message: 'File size must be less than 10MB' });
  });

  it('reads a PDF of up to 50 pages, and refuses a longer one before reading a page (20,000 took 7 s of a worker)', async () => {
    const fifty = await extractor.extract(pdfWithPages(50), 'cv.pdf');
    expect(fifty.text.split('Wind turbine technician').length - 1).toBe(50);
    await expect(extractor.extract(pdfWithPages(51), 'cv.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: PDF_TOO_LONG_MESSAGE });
    await expect(extractor.extract(pdfWithPages(60_000), 'cv.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: PDF_TOO_LONG_MESSAGE });
  });

  it('gives up on a document that takes too long, and keeps serving', async () => {
    const impatient = new TextExtractor({ workers: 1, timeoutMs: 1 });
    try {
      await expect(impatient.extract(sample('03-pv-design-engineer.pdf'), 'cv.pdf')).rejects.toMatchObject({ message: 'Failed to read file' });
    } finally {
      await impatient.close();
    }
    await expect(extractor.extract(strToU8('Hydrogen safety officer, 4 years'), 'cv.txt')).resolves.toMatchObject({ type: 'txt' });
  });

  it('refuses a PDF whose content stream inflates to 1.5 GB before pdf.js inflates it, the process memory barely moving', async () => {
    // Issue 16 §4: pdf.js grew one ArrayBuffer towards 1.5 GB, outside the worker's heap limit (the process went
    // from 1.57 GB to 4.6 GB). The pre-scan counts decoded bytes and stops at 128 MB without keeping them.
    const bomb = pdfWithContent(await zerosDeflated(1536));
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      await expect(extractor.extract(bomb, 'cv.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to read file', details: { detail: expect.stringMatching(/PdfRefused/) } });
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / 1024 / 1024).toBeLessThan(400);
    // The worker carries on with the next CV.
    await expect(extractor.extract(sample('01-offshore-wind-technician.pdf'), 'cv.pdf')).resolves.toMatchObject({ type: 'pdf' });
  });

  it('stops pdf.js itself at its decode cap when the pre-scan cannot see a bomb (a filter behind a reference)', async () => {
    // 300 MB of zeros under LZW, the filter array an indirect object: no textual scan knows the data is LZW, and worker
    // resourceLimits do not cover ArrayBuffers. Uncapped, pdf.js took this worker to about 800 MB for 11 s.
    const bomb = pdfWithContent(zerosLzw(300), '5 0 R', ['[/LZWDecode]']);
    expect(bomb.length).toBeLessThan(300 * 1024);
    await expect(checkPdfStreams(bomb)).resolves.toMatchObject({ decodedBytes: 0 });
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      await expect(extractor.extract(bomb, 'cv.pdf')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to read file', details: { detail: expect.stringMatching(/PdfRefused: pdf\.js decoded more than/) } });
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / 1024 / 1024).toBeLessThan(400);
    await expect(extractor.extract(sample('01-offshore-wind-technician.pdf'), 'cv.pdf')).resolves.toMatchObject({ type: 'pdf' });
  });

  it('answers a read that close() interrupts as interrupted (retryable), not as a verdict on the file', async () => {
    const closing = new TextExtractor({ workers: 1 });
    const outcome = (read: Promise<unknown>) => read.then(() => undefined, (error: unknown) => error);
    const running = outcome(closing.extract(sample('03-pv-design-engineer.pdf'), 'cv.pdf'));
    const waiting = outcome(closing.extract(strToU8('Hydrogen safety officer, 4 years'), 'cv.txt'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await closing.close();
    for (const error of [await running, await waiting, await outcome(closing.extract(strToU8('Grid engineer'), 'cv.txt'))]) {
      expect(error).toMatchObject({ name: 'WorkerJobError', reason: 'closed' });
      expect(error).not.toBeInstanceOf(DomainError);
    }
  });
});
