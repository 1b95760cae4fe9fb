// Renders a CV .txt as a small but complete Word package (.docx), without LibreOffice:
//   node make_docx.mjs 17-heat-pump-installer.txt [18-grid-control-engineer.txt ...]
// The name becomes a title, short known headings become bold headings, bullet lines ("- ", "• ",
// "* ") become Word list items (numbering.xml), everything else a plain paragraph. Uses fflate
// (a dependency of the assessment service).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../package.json', import.meta.url));
const { zipSync, strToU8 } = require('fflate');

const BULLET = /^\s*[-•*·]\s+/;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const isHeading = (s) => s.length <= 40 && !BULLET.test(s) && (/^[^a-z]*[A-Z][^a-z]*$/.test(s) || /^(summary|profile|about me|experience|work experience|professional experience|education|qualifications|skills|technical skills|certificates|certifications|training|languages|hobbies|interests|other)$/i.test(s));
const run = (text, bold = false, size) => `<w:r>${bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;

function documentXml(text) {
  const lines = text.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
  const body = lines.map((line, i) => {
    if (i === 0) return `<w:p>${run(line.trim(), true, 32)}</w:p>`;
    if (BULLET.test(line)) return `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(line.replace(BULLET, ''))}</w:p>`;
    if (isHeading(line.trim())) return `<w:p><w:pPr><w:spacing w:before="200"/></w:pPr>${run(line.trim(), true, 24)}</w:p>`;
    return `<w:p>${run(line.trim())}</w:p>`;
  });
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
