import WordExtractor, { type WordDocument } from 'word-extractor';
// The messages module alone: this file runs in the extraction worker, which has no use for the contracts' schemas.
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { compoundFileProblem, type CvKind } from '@ecp/cv-files';
import { distinctLines, docxText } from './docx-text.js';
import { checkPdfStreams } from './pdf-streams.js';
import { MAX_PDF_PAGES, PdfTooLong, pdfText } from './pdf-text.js';
import { decodeText } from './text-decoding.js';

export interface ParsedDocument {
  type: CvKind;
  text: string;
  lineCount: number;
}

/** Why a document yielded nothing usable; the message is shown to the user as is. */
export class UnreadableDocument extends Error {
  override name = 'UnreadableDocument';
}

export const NO_TEXT_MESSAGE =
  'No text could be found in this CV. If it is a scanned image, please upload a text-based PDF, DOCX, DOC or TXT file.';
export const FAILED_TO_READ = FAILURE_MESSAGES.readFile;
export const PDF_TOO_LONG_MESSAGE = `This PDF has more than ${MAX_PDF_PAGES} pages. Please upload your CV on its own, in at most ${MAX_PDF_PAGES} pages.`;

// Fewer letters than this in a PDF or Word file is an image-only document (a scan, a page number left), not a CV. A
// plain-text file is text whatever its length: a skill typed in a file, a job-ad sentence ("python", "TDD",
// "teamwork") through the CLI; only one without a letter has nothing to read.
const MIN_LETTERS: Record<CvKind, number> = { pdf: 20, docx: 20, doc: 20, txt: 1 };

/** The text of a document already judged a CV of kind `type` (TextExtractor checks the file rules first). */
export async function parseDocument(bytes: Uint8Array, type: CvKind): Promise<ParsedDocument> {
  const raw = await readText(type, bytes);
  const text = normalise(raw);
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS[type]) throw new UnreadableDocument(NO_TEXT_MESSAGE);
  return { type, text, lineCount: text.split('\n').length };
}

async function readText(type: CvKind, bytes: Uint8Array): Promise<string> {
  switch (type) {
    case 'pdf':
      // Before pdf.js inflates anything: its buffers live outside the worker's heap limit.
      await checkPdfStreams(bytes);
      return pdfText(bytes).catch((error: unknown) => {
        throw error instanceof PdfTooLong ? new UnreadableDocument(PDF_TOO_LONG_MESSAGE) : error;
      });
    case 'docx':
      return docxText(bytes);
    case 'doc': {
      // Checked here as well as at upload: word-extractor trusts the file's tables, and a crafted one ends the process.
      const problem = compoundFileProblem(bytes);
      if (problem) throw new Error(`not a readable Word 97-2003 document: ${problem}`);
      return wordDocumentText(await new WordExtractor().extract(Buffer.from(bytes)));
    }
    case 'txt':
      return decodeText(bytes);
  }
}

/**
 * A Word 97-2003 file's text as a reader takes it in, as docxText reads a DOCX: the page headers' lines first (once
 * each: a template may put the name and headline there), then the text boxes (a template's sidebar, which the body
 * leaves out), then the body. Footers, notes and comments are left out. (Unlike a DOCX's, every header a .doc holds is
 * read: word-extractor does not say which ones the pages show.)
 */
export function wordDocumentText(document: WordDocument): string {
  // (A text box anchored in a header, a sidebar repeated on every page, is the header's; word-extractor gives a
  // footer's text boxes with them, and those are read there too.)
  const headers = distinctLines([document.getHeaders({ includeFooters: false }), document.getTextboxes({ includeBody: false, includeHeadersAndFooters: true })]);
  return [headers, document.getTextboxes({ includeBody: true, includeHeadersAndFooters: false }), document.getBody()].filter((part) => part.trim()).join('\n\n');
}

/**
 * Unicode NFC, unified line breaks and bullets, trimmed lines, at most one blank line in a row. A tab or a run of
 * spaces inside a line stays two spaces: it parts a plain-text CV's columns ("01.03.2017 – present<TAB>Wind Farm Site
 * Manager<TAB>Vântul SRL", "Occupation or position held      Senior Reservoir Engineer"), as a table's cells.
 *
 * Control characters go: PostgreSQL cannot store U+0000 (the assessment failed with "invalid byte sequence"), and
 * the others (C0 but tab and line feed, C1, bidi overrides and isolates) only garble or disguise what is shown. A
 * vertical tab, form feed, NEL and the Unicode line and paragraph separators are line breaks (Word writes a manual
 * line break as a vertical tab in plain text); a lone surrogate is U+FFFD.
 *
 * What hides a word from matching goes too: a PDF's typographic ligatures become their letters ("certiﬁed",
 * "ﬂow" as typeset by LaTeX and Word fonts), and soft hyphens and zero-width characters inside words
 * ("Project\u200bManagement", "commis\u00adsioning") are dropped.
 */
export function normalise(text: string): string {
  return text
    .replace(/\p{Cs}/gu, '\ufffd')
    .normalize('NFC')
    .replace(/[\ufb00-\ufb06]/g, (ligature) => ligature.normalize('NFKC'))
    .replace(/[\u00ad\u200b\u200c\u200d\u2060\ufeff]/g, '')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u2022\u25aa\u25cf\u2023\u2043\uf0b7]/g, '-')
    .split('\n')
    .map((line) => line.trim().replace(/[ \t]*\t[ \t]*| {2,}/g, '  '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
