import { extractTextItems, getDocumentProxy } from 'unpdf';
import { PdfRefused } from './pdf-streams.js';
import { pdfDecodeCap } from './pdfjs-decode-cap.js';

/**
 * The most pages read of a PDF: a CV runs to a few, an academic one with its publications to a few dozen. pdf.js reads
 * every page it is told of (20,000 one-line pages, 3 MB of file, took 7 s of an extraction worker), so a longer
 * document is refused at once, before any page is read.
 */
export const MAX_PDF_PAGES = 50;

export class PdfTooLong extends Error {
  override name = 'PdfTooLong';
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/**
 * Extracts a PDF's text in reading order. The bundled pdf.js has no eval / new Function path at all
 * (a test guards that), and fonts are never loaded as code. Multi-column pages (common in CVs: a
 * sidebar of skills beside the experience) are read column by column, not line across line.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // In the extraction worker pdf.js's decoded bytes are counted (pdfjs-decode-cap): counted afresh per document.
  const cap = pdfDecodeCap();
  if (cap) {
    cap.allocated = 0;
    cap.exceeded = false;
  }
  let text: string;
  try {
    text = await readPdf(bytes);
    if (cap && !cap.patched) throw new Error('pdf.js was loaded without its decode cap');
  } catch (error) {
    if (cap?.exceeded) throw new PdfRefused(`pdf.js decoded more than ${cap.limit} bytes`);
    throw error;
  }
  // pdf.js skips a stream that failed to decode (stopAtErrors off): the cap's error may have been swallowed.
  if (cap?.exceeded) throw new PdfRefused(`pdf.js decoded more than ${cap.limit} bytes`);
  return text;
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  // verbosity 0: a PDF using the standard 14 fonts without embedding them makes pdf.js warn on every
  // page about font data it never needs for text, flooding the service log.
  const pdf = await getDocumentProxy(bytes, { disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new PdfTooLong(`${pdf.numPages} pages`);
    const { items } = await extractTextItems(pdf);
    return items.map((page) => pageText(page.filter((item) => item.str.trim() !== ''))).join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

export function pageText(items: Item[]): string {
  if (items.length === 0) return '';
  const split = columnSplit(items);
  if (split !== null) return columnsText(items, split, []);
  // A name and headline set across the top of a two-column page cross its gutter: look for the columns below them.
  // The smallest top band that leaves two columns below it is the header.
  const top = Math.max(...items.map((item) => item.y));
  const bottom = Math.min(...items.map((item) => item.y));
  for (const band of [0.04, 0.07, 0.1, 0.14]) {
    const header = items.filter((item) => item.y >= top - (top - bottom) * band);
    const body = items.filter((item) => item.y < top - (top - bottom) * band);
    const bodySplit = header.length > 0 && body.length >= 8 ? columnSplit(body) : null;
    if (bodySplit !== null) return columnsText(body, bodySplit, header);
  }
  return linesOf(items).join('\n');
}

function columnsText(items: Item[], split: number, header: Item[]): string {
  const left = items.filter((item) => item.x < split);
  const right = items.filter((item) => item.x >= split);
  return [...(header.length ? [...linesOf(header), ''] : []), ...linesOf(left), '', ...linesOf(right)].join('\n');
}

/**
 * Finds a vertical gutter: the widest band in the middle of the page that (almost) no text crosses,
 * with enough text on both sides. Returns its middle x, or null for a single-column page.
 */
export function columnSplit(items: Item[]): number | null {
  const pageWidth = Math.max(...items.map((item) => item.x + item.width));
  const bin = 2;
  const bins = Math.ceil(pageWidth / bin) + 1;
  const coverage = new Array<number>(bins).fill(0);
  for (const item of items) {
    for (let b = Math.floor(item.x / bin); b <= Math.floor((item.x + item.width) / bin) && b < bins; b++) coverage[b]! += 1;
  }
  const allowed = Math.max(1, Math.floor(items.length * 0.02)); // full-width headings may cross the gutter
  let best: { start: number; end: number } | null = null;
  let runStart = -1;
  for (let b = Math.floor((pageWidth * 0.2) / bin); b <= Math.ceil((pageWidth * 0.8) / bin); b++) {
    const open = (coverage[b] ?? 0) <= allowed;
    if (open && runStart < 0) runStart = b;
    if ((!open || b === Math.ceil((pageWidth * 0.8) / bin)) && runStart >= 0) {
      const end = open ? b : b - 1;
      if (!best || end - runStart > best.end - best.start) best = { start: runStart, end };
      runStart = -1;
    }
  }
  if (!best || (best.end - best.start + 1) * bin < 12) return null;
  const split = ((best.start + best.end + 1) / 2) * bin;
  // Both sides must carry real text: a right-aligned date beside each job title is not a column.
  const chars = (side: Item[]) => side.reduce((sum, item) => sum + item.str.trim().length, 0);
  const leftShare = chars(items.filter((item) => item.x + item.width / 2 < split)) / chars(items);
  return leftShare >= 0.1 && leftShare <= 0.9 ? split : null;
}

/** Groups items into lines (top to bottom), each line's items left to right with sensible spacing. */
function linesOf(items: Item[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Item[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, Math.min(item.fontSize, line?.[0]?.fontSize ?? item.fontSize) * 0.5);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const item of line) {
      const gap = item.x - end;
      if (text && gap > item.fontSize * 0.15 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
      text += item.str;
      end = item.x + item.width;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
