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

/**
 * Groups items into lines (top to bottom), each line's items left to right with sensible spacing. A gap wider than most
 * of a letter parts two cells of a table, or a title from its right-aligned dates, and is written " | ", as the DOCX
 * reader writes a table's cells. A table's row whose cells wrap over several lines ("Consultoría Norteña" / "de
 * Sistemas" / "Eléctricos, S.C." beside "Senior Power" / "Systems Studies" / "Engineer") is read as one line, each
 * cell whole: a line whose cells all start where the row's cells do, with nothing in its first, carries them on.
 */
function linesOf(items: Item[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Item[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, Math.min(item.fontSize, line?.[0]?.fontSize ?? item.fontSize) * 0.5);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  const rows: Row[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const row = rows.at(-1);
    if (row && row.lines < MAX_ROW_LINES && carriesOn(row, rows.at(-2), cells, line[0]!)) {
      for (const cell of cells) row.cells.find((c) => Math.abs(c.x - cell.x) <= ALIGNED)!.pieces.push(cell.text);
      row.y = line[0]!.y;
      row.lines += 1;
    } else rows.push({ cells: cells.map((cell) => ({ ...cell, pieces: [cell.text] })), y: line[0]!.y, lines: 1 });
  }
  return rows.map((row) => row.cells.map((cell) => cell.pieces.join(' ').replace(/\s+/g, ' ').trim()).join(' | '));
}

interface Cell {
  x: number;
  /** Where its last item ends. */
  end: number;
  /** Its text on its first line. */
  text: string;
}
interface Row {
  /** Each cell's text line by line. */
  cells: (Cell & { pieces: string[] })[];
  /** The baseline of the row's last line. */
  y: number;
  lines: number;
}

/** The most lines one table row is read over (a cell of a CV's table wraps over a few). */
const MAX_ROW_LINES = 8;

/**
 * A line's items as cells: parted by a gap wider than 0.6 of a letter's size (not a bullet's gap before its text, nor
 * the gaps of a justified line, stretched word by word, which is one cell).
 */
function cellsOf(line: Item[]): Cell[] {
  line.sort((a, b) => a.x - b.x);
  // (A justified line, stretched word by word: four gaps or more, all about as wide.)
  // (Its word gaps only: a comma set as its own piece touches the word before.)
  const gaps = line.slice(1).map((item, k) => item.x - (line[k]!.x + line[k]!.width)).filter((gap) => gap > 0.5);
  const justified = gaps.length >= 4 && Math.max(...gaps) <= Math.min(...gaps) * 1.3;
  const cells: Cell[] = [];
  let end = -Infinity;
  for (const item of line) {
    const gap = item.x - end;
    const cell = cells.at(-1);
    const bullet = cell !== undefined && /^[^\p{L}\p{N}]{1,2}$/u.test(cell.text.trim());
    end = item.x + item.width;
    if (!cell || (gap > item.fontSize * 0.6 && !bullet && !justified)) cells.push({ x: item.x, end, text: item.str });
    else {
      cell.text += gap > item.fontSize * 0.15 && !cell.text.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
      cell.end = end;
    }
  }
  return cells;
}

/**
 * A line carries on a table's row: the row has cells apart, the line follows it at a line's spacing, each of its cells
 * starts where one of the row's does and ends within that column, and it has nothing where the row's first cell
 * starts; or the row's first cell is a range its column wrapped ("Apr 2015 – Sep" / "2019"); or, in a table (the row
 * before has the same three columns or more), the line has fewer cells than the row, at a wrapped line's spacing, and
 * nothing in the row's dates: "Senior Talent | Falcon Crest Energy | Abu Dhabi | 12/2022 – Present" / "Acquisition |
 * Services LLC" / "Specialist". (A title beside its right-aligned dates is two cells, and the line below starts anew.)
 */
function carriesOn(row: Row, before: Row | undefined, cells: Cell[], first: Item): boolean {
  const step = row.y - first.y;
  const column = (cell: Cell) => row.cells.findIndex((c) => Math.abs(c.x - cell.x) <= ALIGNED);
  const fits = (cell: Cell) => column(cell) >= 0 && cell.end < (row.cells[column(cell) + 1]?.x ?? Infinity);
  // (Nor a year below a cell that has its own, unless that cell's range waits for its end: "2021 – Present" / "2018 –
  // 2021" is the next row's, its other cells empty.)
  const open = (k: number) => OPEN_RANGE.test(row.cells[k]!.pieces.at(-1)!);
  const yearAgain = (cell: Cell) => YEAR.test(cell.text) && row.cells[column(cell)]!.pieces.some((p) => YEAR.test(p)) && !open(column(cell));
  if (row.cells.length < 2 || step > first.fontSize * 1.6 || !cells.every(fits) || cells.some(yearAgain)) return false;
  if (!cells.some((cell) => column(cell) === 0)) return true;
  if (open(0) && /^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\b/u.test(cells[0]!.text.trim())) return true;
  const inTable = before !== undefined && row.cells.filter((c) => before.cells.some((b) => Math.abs(b.x - c.x) <= ALIGNED)).length >= 3;
  const dates = row.cells.findIndex((c) => YEAR.test(c.text));
  return inTable && row.cells.length >= 3 && cells.length < row.cells.length && step <= first.fontSize * 1.3 && !cells.some((cell) => dates >= 0 && column(cell) === dates);
}

const YEAR = /\b(?:19|20)\d{2}\b/;

/** A range its column wrapped before its end's year: "Apr 2015 – Sep", "2019 –". */
const OPEN_RANGE = /(?:19|20)\d{2}\s*[-–—]\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)?$/i;

/** How far apart two cells' left edges may be and still be one column's (in points). */
const ALIGNED = 2;
