// Renders a CV .txt as a Word package (.docx) with real tables, without LibreOffice:
//   node make_docx_tables_b.mjs 40-power-plant-chemist.txt [44-... 46-...]
// Like make_docx.mjs (name as title, known headings bold, "- " lines as list items via numbering.xml),
// plus: every run of consecutive lines containing " | " becomes a Word table (w:tbl/w:tr/w:tc), one row
// per line and one cell per " | "-separated field; a first row starting with Period/Dates/Year/Area/Item
// is bold (header row). A short line directly above a bullet list is a bold sub-heading (job title line).
// The .txt keeps the rows as text lines, so the labelled evidence stays verbatim. Uses fflate.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../package.json', import.meta.url));
const { zipSync, strToU8 } = require('fflate');

const BULLET = /^\s*[-•*·]\s+/;
const SEP = ' | ';
const HEADINGS = /^(summary|profile|employment|key achievements|education|education and qualifications|skills and memberships|authorisations and training|other|experience|languages)$/i;
const HEADER_ROW = /^(period|dates|date|year|area|item)$/i;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text, bold = false, size) => `<w:r>${bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (inner, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${inner}</w:p>`;
const BORDER = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="A0A0A0"/>`).join('');
const TEXT_WIDTH = 9638; // A4 minus 2 x 1134 twips margins

function table(rows) {
  const cells = rows.map((r) => r.split(SEP).map((c) => c.trim()));
  const n = Math.max(...cells.map((r) => r.length));
  const weight = Array.from({ length: n }, (_, i) => Math.min(60, Math.max(10, ...cells.map((r) => (r[i] || '').length))));
  const total = weight.reduce((a, b) => a + b, 0);
  const widths = weight.map((w) => Math.round((TEXT_WIDTH * w) / total));
  const header = HEADER_ROW.test(cells[0][0]);
  const tr = cells.map((r, ri) => `<w:tr>${widths.map((w, ci) => `<w:tc><w:tcPr><w:tcW w:w="${w}" w:type="dxa"/></w:tcPr>${para(run(r[ci] || '', header && ri === 0))}</w:tc>`).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${TEXT_WIDTH}" w:type="dxa"/><w:tblBorders>${BORDER}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${tr}</w:tbl>${para('')}`;
}

function documentXml(text) {
  const raw = text.split('\n').map((l) => l.trimEnd());
  const body = [];
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i];
    if (!line.trim()) continue;
    if (i === 0) { body.push(para(run(line.trim(), true, 32))); continue; }
    if (line.includes(SEP)) {
      const rows = [];
      while (i < raw.length && raw[i].includes(SEP)) rows.push(raw[i++]);
      i--;
      body.push(table(rows));
      continue;
    }
    if (BULLET.test(line)) { body.push(para(run(line.replace(BULLET, '')), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>')); continue; }
    if (HEADINGS.test(line.trim())) { body.push(para(run(line.trim(), true, 24), '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="2C5D63"/></w:pBdr><w:spacing w:before="240" w:after="60"/>')); continue; }
    const next = raw[i + 1] || '';
    if (line.trim().length <= 90 && BULLET.test(next) && !raw[i - 1]?.trim()) { body.push(para(run(line.trim(), true), '<w:spacing w:before="120"/>')); continue; }
    body.push(para(run(line.trim())));
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`;

for (const source of process.argv.slice(2)) {
  const text = readFileSync(new URL(source, import.meta.url), 'utf8');
  const mtime = new Date('2026-11-01T00:00:00Z'); // fixed timestamps: byte-for-byte reproducible output
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
