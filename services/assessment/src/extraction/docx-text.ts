import { Inflate, unzipSync } from 'fflate';

/** Limits checked on the zip's central directory before anything is inflated (zip bombs). */
export const DOCX_LIMITS = {
  maxEntries: 2_000,
  maxDeclaredBytes: 100 * 1024 * 1024,
  maxDocumentXmlBytes: 20 * 1024 * 1024,
  maxCompressionRatio: 200,
};

export class DocxRefused extends Error {
  override name = 'DocxRefused';
}

const DOCUMENT_PART = 'word/document.xml';
// What says which headers the pages show: the body's section properties point at them through its relationships.
const RELATIONSHIPS_PART = 'word/_rels/document.xml.rels';
const SETTINGS_PART = 'word/settings.xml';
// Which styles hide their text.
const STYLES_PART = 'word/styles.xml';
const HEADER_PART = /^word\/header\d*\.xml$/;
const checked = (name: string) => name === DOCUMENT_PART || name === RELATIONSHIPS_PART || name === SETTINGS_PART || name === STYLES_PART || HEADER_PART.test(name);

/**
 * Extracts a DOCX's text: paragraphs as lines, tabs and breaks kept, the lines of the page headers the pages show
 * first (once each, as a reader takes them in: a template may put the name and headline there; see shownHeaders).
 * The zip directory is checked first (entry count, declared sizes, ratio) and the parts we read are inflated with one
 * byte cap between them, so a bomb whose directory lies still stops at the cap.
 */
export function docxText(bytes: Uint8Array): string {
  let entries = 0;
  let declared = 0;
  let hasDocument = false;
  unzipSync(bytes, {
    filter(file) {
      entries += 1;
      declared += file.originalSize;
      if (entries > DOCX_LIMITS.maxEntries) throw new DocxRefused('too many entries in the document');
      if (declared > DOCX_LIMITS.maxDeclaredBytes) throw new DocxRefused('the document declares too much content');
      if (!checked(file.name)) return false;
      if (file.originalSize > DOCX_LIMITS.maxDocumentXmlBytes) throw new DocxRefused('the document text is too large');
      if (file.size > 0 && file.originalSize / file.size > DOCX_LIMITS.maxCompressionRatio) throw new DocxRefused('suspicious compression ratio');
      if (file.name === DOCUMENT_PART) hasDocument = true;
      // Kept compressed here; inflated below with a cap that does not trust the directory.
      return false;
    },
  });
  if (!hasDocument) throw new DocxRefused('not a Word document (word/document.xml missing)');
  const cap = { left: DOCX_LIMITS.maxDocumentXmlBytes };
  const parts = inflateParts(bytes, new Set([DOCUMENT_PART, RELATIONSHIPS_PART, SETTINGS_PART, STYLES_PART]), cap);
  const body = parts.get(DOCUMENT_PART);
  if (body === undefined) throw new DocxRefused('could not read the document text');
  const shown = shownHeaders(body, parts.get(RELATIONSHIPS_PART) ?? '', parts.get(SETTINGS_PART) ?? '');
  const headerParts = shown.length > 0 ? inflateParts(bytes, new Set(shown), cap) : new Map<string, string>();
  const hidden = hiddenStyles(parts.get(STYLES_PART) ?? '');
  const headers = distinctLines(shown.map((part) => documentXmlToText(headerParts.get(part) ?? '', hidden)));
  const text = documentXmlToText(body, hidden);
  return headers ? `${headers}\n\n${text}` : text;
}

/** The texts' lines, trimmed, each once and no blank one: a header's lines as a reader takes them in (DOCX and .doc). */
export function distinctLines(texts: readonly string[]): string {
  const lines = new Set<string>();
  for (const text of texts) for (const line of text.split('\n')) if (line.trim()) lines.add(line.trim());
  return [...lines].join('\n');
}

/** Whether a switch property is on: present, and not turned off (`w:val="0"`, "false" or "off"). */
const switchedOn = (tag: string | undefined) => tag !== undefined && !/w:val\s*=\s*["'](?:0|false|off)["']/.test(tag);

/** An attribute's value in a tag's text, in either quotes. (Each pattern stops at the next '<', so none rescans the input from every unclosed tag.) */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find((value) => value !== undefined);

/** Styles based on styles deeper than this are read as not hidden (a chain, or a loop, no Word file needs). */
const MAX_STYLE_DEPTH = 32;

/**
 * The ids of the styles that hide their text: <w:vanish/> in a style's run properties, or in the style it is based on
 * and so on up, unless a style on the way turns it off. Keywords pasted out of the reader's sight may be hidden through
 * a paragraph or character style as well as run by run. A tracked change's record of a style's old formatting and a
 * table style's formatting of its parts do not count.
 */
export function hiddenStyles(stylesXml: string): Set<string> {
  const own = new Map<string, { vanish: boolean | undefined; basedOn: string | undefined }>();
  for (let at = stylesXml.indexOf('<w:style'); at >= 0; ) {
    const tagEnd = stylesXml.indexOf('>', at);
    if (tagEnd < 0) break;
    const tag = stylesXml.slice(at, tagEnd + 1);
    // ('<w:styles>' and '<w:style/>' hold no formatting.)
    if (!/^<w:style[\s>]/.test(tag) || tag.endsWith('/>')) {
      at = stylesXml.indexOf('<w:style', tagEnd);
      continue;
    }
    const end = stylesXml.indexOf('</w:style>', tagEnd);
    let style = stylesXml.slice(tagEnd + 1, end < 0 ? stylesXml.length : end);
    for (const apart of ['<w:rPrChange', '<w:tblStylePr']) {
      const cut = style.indexOf(apart);
      if (cut >= 0) style = style.slice(0, cut);
    }
    const id = attribute(tag, 'w:styleId');
    const vanish = /<w:vanish\b[^<>]*>/.exec(style)?.[0];
    const basedOn = /<w:basedOn\b[^<>]*>/.exec(style)?.[0];
    if (id && !own.has(id)) own.set(id, { vanish: vanish === undefined ? undefined : switchedOn(vanish), basedOn: basedOn && attribute(basedOn, 'w:val') });
    if (end < 0) break;
    at = stylesXml.indexOf('<w:style', end + 1);
  }
  const hides = (id: string | undefined, depth: number): boolean => {
    const style = id === undefined ? undefined : own.get(id);
    if (!style || depth > MAX_STYLE_DEPTH) return false;
    return style.vanish ?? hides(style.basedOn, depth + 1);
  };
  return new Set([...own.keys()].filter((id) => hides(id, 0)));
}

/**
 * The header parts the pages show (lower-case part names), in the order a reader meets them: for each section, its
 * first page's header where the section has one (<w:titlePg/>), its default header, and its even pages' where the
 * settings turn them on; a header type a section does not name is the section before's, as Word shows it. Word keeps
 * a first-page or even header after the option is turned off (or in a tracked change's record of the old settings),
 * and a part nothing points at may linger: neither is seen, so neither is read (keywords out of the reader's sight, as
 * hidden text is).
 */
export function shownHeaders(documentXml: string, relationshipsXml: string, settingsXml: string): string[] {
  const targets = new Map<string, string>();
  for (const [relationship] of relationshipsXml.matchAll(/<Relationship\b[^<>]*>/g)) {
    const id = attribute(relationship, 'Id');
    const target = attribute(relationship, 'Target');
    if (!id || !target || attribute(relationship, 'TargetMode') === 'External') continue;
    // A part name relative to word/ ("header1.xml", "./header1.xml", "/word/header1.xml", "../word/header1.xml").
    try {
      targets.set(id, decodeURIComponent(new URL(target, 'file:///word/').pathname).slice(1).toLowerCase());
    } catch {
      // (A target no URL reads names no part.)
    }
  }
  const evenPages = switchedOn(/<w:evenAndOddHeaders\b[^<>]*>/.exec(settingsXml)?.[0]);
  const inherited = new Map<string, string>();
  const shown = new Set<string>();
  for (let at = documentXml.indexOf('<w:sectPr'), end = 0; at >= 0; at = documentXml.indexOf('<w:sectPr', end)) {
    end = documentXml.indexOf('</w:sectPr>', at);
    let section = documentXml.slice(at, end < 0 ? documentXml.length : end);
    const change = section.indexOf('<w:sectPrChange');
    if (change >= 0) section = section.slice(0, change);
    for (const [reference] of section.matchAll(/<w:headerReference\b[^<>]*>/g)) {
      const id = attribute(reference, 'r:id');
      if (id) inherited.set(attribute(reference, 'w:type') ?? 'default', id);
    }
    for (const type of [switchedOn(/<w:titlePg\b[^<>]*>/.exec(section)?.[0]) ? 'first' : '', 'default', evenPages ? 'even' : '']) {
      const part = targets.get(inherited.get(type) ?? '');
      if (part) shown.add(part);
    }
    if (end < 0) break;
  }
  return [...shown];
}

/**
 * Finds the named parts (lower-case names: part names are case-blind) through the central directory (writers such as
 * LibreOffice put sizes in data descriptors, not local headers) and inflates them, stopping when together with what
 * was read before they pass the cap.
 */
function inflateParts(bytes: Uint8Array, names: ReadonlySet<string>, cap: { left: number }): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new DocxRefused('could not read the document text');
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const parts = new Map<string, string>();
  for (let n = 0; n < entries && offset + 46 <= bytes.length; n++) {
    if (view.getUint32(offset, true) !== 0x02014b50) break;
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)).toLowerCase();
    if (names.has(name) && !parts.has(name) && localOffset + 30 <= bytes.length) {
      const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      parts.set(name, method === 0 ? storedText(data, cap) : inflateCapped(data, cap));
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

function storedText(data: Uint8Array, cap: { left: number }): string {
  if (data.length > cap.left) throw new DocxRefused('the document text is too large');
  cap.left -= data.length;
  return new TextDecoder().decode(data);
}

function inflateCapped(data: Uint8Array, cap: { left: number }): string {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    cap.left -= chunk.length;
    if (cap.left < 0) throw new DocxRefused('the document text is too large');
    chunks.push(chunk);
  });
  const step = 64 * 1024;
  for (let i = 0; i < data.length; i += step) inflate.push(data.subarray(i, i + step), i + step >= data.length);
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(out);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A character reference as text: one that names no character (above U+10FFFF, a surrogate, NUL) reads as U+FFFD. */
function characterReference(code: number): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d{1,16}|#x[0-9a-f]{1,16});/gi, (_, entity: string) =>
    entity[0] === '#'
      ? characterReference(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10))
      : XML_ENTITIES[entity.toLowerCase()]!,
  );

// Numbered by its own properties (numId 0 is "no numbering") or by a list style.
const LIST_PROPERTY = /^w:numId\s+w:val="(?!0")[^"]*"|^w:pStyle\s+w:val="List(?:Bullet|Number)[^"]*"/;

/**
 * WordprocessingML → text: <w:p> is a line, <w:t> is text, <w:tab/>, <w:br/> and Word's non-breaking hyphen keep their
 * meaning, and a run formatted hidden (<w:vanish/>, or through its paragraph's or its own style among
 * `hiddenStyleIds`) is left out, as a reader never sees it. A table row is read as
 * it is seen (see rowLines): its cells side by side, parted by " | " ("2019 – 2023 | Acme Grid Ltd | Planning
 * Engineer"), so the dates, employer and title of a job stay together, or, where the table lays out the page (a
 * sidebar beside the body), one cell after the other. A list paragraph (Word's bullets and numbering) starts with
 * "• ", as the reader sees it: without it a job's last bullet reads like the employer line of the next job's heading.
 *
 * One pass over the tags, each found with indexOf from where the last one ended, so the time is linear in the size
 * whatever the markup (a backtracking pattern over 200,000 unclosed <w:tr> took 15 s of CPU). A nested table's rows
 * are read as lines of the outer cell (a job table inside a layout table's cell); an unclosed row ends with the
 * document. A text box (a template's sidebar) is read where it is anchored, its paragraphs as lines, once (see
 * fallbackEnd).
 */
export function documentXmlToText(xml: string, hiddenStyleIds: ReadonlySet<string> = new Set()): string {
  const lines: string[] = [];
  // `hidden`: the paragraph's style hides its text.
  let paragraph: { text: string; list: boolean; hidden?: boolean } | null = null;
  // The rows open, outermost first: each its cells so far and the cell being read. Rows nested deeper than
  // MAX_NESTED_ROWS are read as the text of the deepest cell kept, only counted: each level copies its lines up to the
  // one above, which over 16,000 levels took 16 s.
  const rows: { cells: CellParagraph[][]; cell: CellParagraph[] }[] = [];
  let rowsTooDeep = 0;
  let inProperties = false;
  let inText = false;
  // Text hidden from the reader (a run formatted hidden, as keywords pasted out of sight are), and a tracked change's
  // record of earlier formatting, which does not apply.
  let hidden = false;
  let inFormattingChange = false;
  const styleHides = (tag: string) => hiddenStyleIds.size > 0 && hiddenStyleIds.has(attribute(tag, 'w:val') || '\0');

  // (Loops, not spreads, where a list may be long: a spread of 200,000 items overflows the stack.)
  const endParagraph = () => {
    const line = paragraph?.text.trim();
    const open = rows.at(-1);
    if (line && open) {
      for (const part of line.split('\n')) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (text) open.cell.push({ text, list: paragraph!.list });
      }
    } else if (line) lines.push((paragraph!.list ? '• ' : '') + line);
    paragraph = null;
  };
  const endCell = () => {
    endParagraph();
    const open = rows.at(-1)!;
    if (open.cell.length) open.cells.push(open.cell);
    open.cell = [];
  };
  const endRow = () => {
    endCell();
    const { cells } = rows.pop()!;
    const outer = rows.at(-1);
    for (const line of rowLines(cells)) {
      if (!outer) lines.push(line);
      else if (line) outer.cell.push({ text: line, list: false });
    }
  };
  const append = (text: string) => {
    if (hidden) return;
    paragraph ??= { text: '', list: false };
    paragraph.text += text;
  };

  for (let at = 0; at < xml.length; ) {
    const open = xml.indexOf('<', at);
    const textEnd = open < 0 ? xml.length : open;
    if (inText && textEnd > at) append(decodeEntities(xml.slice(at, textEnd)));
    if (open < 0) break;
    if (xml.startsWith('<!--', open)) {
      const close = xml.indexOf('-->', open + 4);
      at = close < 0 ? xml.length : close + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', open)) {
      const close = xml.indexOf(']]>', open + 9);
      if (inText) append(xml.slice(open + 9, close < 0 ? xml.length : close));
      at = close < 0 ? xml.length : close + 3;
      continue;
    }
    const close = xml.indexOf('>', open + 1);
    if (close < 0) break;
    at = close + 1;
    const tag = xml.slice(open + 1, close);
    const closing = tag[0] === '/';
    const selfClosing = tag.endsWith('/');
    const name = /^\/?([^\s/>]*)/.exec(tag)![1];
    if (name === 'mc:Fallback' && !closing && !selfClosing) {
      at = fallbackEnd(xml, at);
      continue;
    }
    if (closing) {
      if (name === 'w:t') inText = false;
      else if (name === 'w:r') hidden = false;
      else if (name === 'w:rPrChange' || name === 'w:pPrChange') inFormattingChange = false;
      else if (name === 'w:pPr') inProperties = false;
      else if (name === 'w:p') {
        inProperties = false;
        endParagraph();
      }
      else if (name === 'w:tc' && rows.length > 0) {
        if (rowsTooDeep > 0) endParagraph();
        else endCell();
      } else if (name === 'w:tr' && rows.length > 0) {
        if (rowsTooDeep > 0) {
          rowsTooDeep -= 1;
          endParagraph();
        } else endRow();
      }
      continue;
    }
    if (inProperties) {
      if (paragraph && LIST_PROPERTY.test(tag)) paragraph.list = true;
      if (name === 'w:pPrChange') inFormattingChange = !selfClosing;
      else if (paragraph && name === 'w:pStyle' && !inFormattingChange && styleHides(tag)) paragraph.hidden = true;
      continue;
    }
    switch (name) {
      case 'w:p':
        endParagraph();
        paragraph = { text: '', list: false };
        if (selfClosing) endParagraph();
        break;
      case 'w:pPr':
        // The paragraph's own properties (its numbering; tab stops are no tabs): a list paragraph is bulleted outside tables.
        inProperties = !selfClosing;
        break;
      case 'w:t':
        inText = !selfClosing;
        break;
      case 'w:r':
        hidden = paragraph?.hidden === true;
        break;
      case 'w:rPrChange':
        inFormattingChange = !selfClosing;
        break;
      case 'w:rStyle':
        // Hidden is a toggle: a character style that hides, in a paragraph whose style hides, shows the run again (as
        // Word does, ECMA-376 §17.7.3); a run's own <w:vanish> below sets it outright.
        if (!inFormattingChange && styleHides(tag)) hidden = !hidden;
        break;
      case 'w:vanish':
        // (Turned off, it shows a run its style would hide.)
        if (!inFormattingChange) hidden = switchedOn(tag);
        break;
      case 'w:tab':
      case 'w:ptab':
        append('\t');
        break;
      case 'w:noBreakHyphen':
        // ("2019‑2023" typed with Word's non-breaking hyphen, which the file keeps as a tag, not a character.)
        append('-');
        break;
      case 'w:br':
      case 'w:cr':
        append('\n');
        break;
      case 'w:tr':
        if (selfClosing) break;
        endParagraph();
        if (rows.length >= MAX_NESTED_ROWS) rowsTooDeep += 1;
        else rows.push({ cells: [], cell: [] });
        break;
      case 'w16se:symEx': {
        // An emoji or symbol as Word 2016 writes it (its character in this tag, its copy for older readers skipped).
        const code = /w16se:char="([0-9a-f]{1,6})"/i.exec(tag);
        if (code) append(characterReference(parseInt(code[1]!, 16)));
        break;
      }
    }
  }
  while (rows.length > 0) endRow();
  endParagraph();
  return lines.join('\n');
}

const MAX_NESTED_ROWS = 16;

interface CellParagraph {
  text: string;
  list: boolean;
}

/**
 * A table row's lines, as a reader sees them. Side by side where every cell but the fullest holds one line or a few
 * short ones (a row of single lines; a job's dates and place beside its title, employer and bullets): the cells' first lines
 * make one line, parted by " | ", their second lines the next, and so on, as a PDF of the table reads. Else the row
 * lays out the page (a sidebar of skills beside the body, a name and headline beside the profile) and each cell is
 * read whole, one after the other: side by side, a sidebar's 'SKILLS' and the body's 'PROFILE' made one line. A list
 * paragraph on a line of its own keeps its bullet.
 */
function rowLines(cells: CellParagraph[][]): string[] {
  if (cells.length === 0) return [];
  const sizes = cells.map((paragraphs) => paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length, 0));
  let fullest = 0;
  for (let i = 1; i < cells.length; i++) if (sizes[i]! > sizes[fullest]!) fullest = i;
  const sideBySide = cells.every((paragraphs, i) => i === fullest || paragraphs.length === 1 || (paragraphs.length <= SIDE_LINES && paragraphs.every((paragraph) => paragraph.text.length <= 60)));
  const alone = (paragraph: CellParagraph) => (paragraph.list ? '• ' : '') + paragraph.text;
  const lines: string[] = [];
  if (!sideBySide) {
    cells.forEach((paragraphs, i) => {
      if (i > 0) lines.push('');
      for (const paragraph of paragraphs) lines.push(alone(paragraph));
    });
    return lines;
  }
  // Past the first SIDE_LINES lines only the fullest cell has any left.
  for (let k = 0; k < SIDE_LINES; k++) {
    const parts: CellParagraph[] = [];
    for (const paragraphs of cells) if (k < paragraphs.length) parts.push(paragraphs[k]!);
    if (parts.length === 0) break;
    lines.push(parts.length === 1 ? alone(parts[0]!) : parts.map((paragraph) => paragraph.text).join(' | '));
  }
  for (const paragraph of cells[fullest]!.slice(SIDE_LINES)) lines.push(alone(paragraph));
  return lines;
}
const SIDE_LINES = 3;

/**
 * Where the <mc:Fallback> opened before `from` ends (its nested ones counted): Word writes a text box twice, as a
 * drawing (<mc:Choice>) and again as VML for older readers (<mc:Fallback>), and a reader sees it once.
 */
function fallbackEnd(xml: string, from: number): number {
  // (Up to the next '<' only: a scan to the end of the input from every unclosed tag would be quadratic.)
  const tag = /<(\/?)mc:Fallback\b[^<>]*?(\/?)>/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) depth += 1;
    if (depth === 0) return tag.lastIndex;
  }
  return xml.length;
}
