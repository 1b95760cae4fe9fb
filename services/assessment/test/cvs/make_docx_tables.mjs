// Like make_docx.mjs, plus real Word tables: renders a CV .txt as a complete Word package (.docx)
// without LibreOffice:
//   node make_docx_tables.mjs 30-power-trading-analyst.txt [31-transmission-planning-director.txt ...]
// Table syntax: two or more consecutive lines that contain " | " form one table (w:tbl); each line is
// a row (w:tr), the " | "-separated parts are its cells (w:tc). The first row of every block is the
// header row (bold, shaded, repeated on a new page). The .txt keeps the rows as plain text lines
// ("2019 – 2023 | Acme Grid Ltd | Planning Engineer"), so every cell's text also occurs verbatim in
// the source. Everything else as in make_docx.mjs: the first line is the title, short known headings
// become bold headings, bullet lines ("- ", "• ", "* ") become Word list items (numbering.xml), other
// lines plain paragraphs. Uses fflate (a dependency of the assessment service).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../package.json', import.meta.url));
const { zipSync, strToU8 } = require('fflate');

const BULLET = /^\s*[-•*·]\s+/;
const SEP = ' | ';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const isHeading = (s) => s.length <= 40 && !BULLET.test(s) && !s.includes(SEP) && (/^[^a-z]*[A-Z][^a-z]*$/.test(s) || /^(summary|profile|about me|experience|work experience|professional experience|career overview|employment|education|qualifications|skills|skills and languages|technical skills|tools|certificates|certifications|training|languages|hobbies|interests|other)$/i.test(s));
const run = (text, bold = false, size) => `<w:r>${bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;

const TEXT_WIDTH = 11906 - 2 * 1134; // A4 width minus left/right margins, in twentieths of a point
const BORDER = (side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;

function tableXml(rows) {
  const cells = rows.map((r) => r.split(SEP).map((c) => c.trim()));
  const cols = Math.max(...cells.map((r) => r.length));
  const width = Math.floor(TEXT_WIDTH / cols);
  const grid = Array.from({ length: cols }, () => `<w:gridCol w:w="${width}"/>`).join('');
  const trs = cells.map((row, i) => {
    const header = i === 0;
    const tcs = Array.from({ length: cols }, (_, j) => {
      const text = row[j] ?? '';
      const shade = header ? '<w:shd w:val="clear" w:color="auto" w:fill="E7ECF1"/>' : '';
      return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade}</w:tcPr><w:p><w:pPr><w:spacing w:before="20" w:after="20"/></w:pPr>${run(text, header)}</w:p></w:tc>`;
    }).join('');
    return `<w:tr>${header ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${tcs}</w:tr>`;
  }).join('');
  const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(BORDER).join('')}</w:tblBorders>`;
  return `<w:tbl><w:tblPr><w:tblW w:w="${width * cols}" w:type="dxa"/>${borders}<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${trs}</w:tbl><w:p/>`;
}

function documentXml(text) {
  const lines = text.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
  const body = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (i > 0 && line.includes(SEP) && i + 1 < lines.length && lines[i + 1].includes(SEP)) {
      const rows = [];
      while (i < lines.length && lines[i].includes(SEP)) rows.push(lines[i++].trim());
      i--;
      body.push(tableXml(rows));
    } else if (i === 0) body.push(`<w:p>${run(line.trim(), true, 32)}</w:p>`);
    else if (BULLET.test(line)) body.push(`<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(line.replace(BULLET, ''))}</w:p>`);
    else if (isHeading(line.trim())) body.push(`<w:p><w:pPr><w:spacing w:before="200"/></w:pPr>${run(line.trim(), true, 24)}</w:p>`);
    else body.push(`<w:p>${run(line.trim())}</w:p>`);
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`;

for (const source of process.argv.slice(2)) {
  const text = readFileSync(new URL(source, import.meta.url), 'utf8');
  // Fixed timestamps keep the output byte-for-byte reproducible.
  const mtime = new Date('2026-11-01T00:00:00Z');
  const zip = zipSync({
    '[Content_Types].xml': [strToU8(CONTENT_TYPES), { mtime }],
    '_rels/.rels': [strToU8(ROOT_RELS), { mtime }],
    'word/_rels/document.xml.rels': [strToU8(DOC_RELS), { mtime }],
    'word/document.xml': [strToU8(documentXml(text)), { mtime }],
    'word/numbering.xml': [strToU8(NUMBERING), { mtime }],
  }, { level: 9 });
  const target = source.replace(/\.txt$/, '.docx');
  writeFileSync(new URL(target, import.meta.url), zip);
  console.log(`${target}: ${zip.length} bytes`);
}
