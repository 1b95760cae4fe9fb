// Renders a CV .txt as a two-column HTML page (sidebar + main column, CSS flex layout) and prints it
// to an A4 PDF with Chromium through playwright-core:
//   node make_twocol_pdf.mjs 27-battery-cell-scientist.txt [29-wind-resource-analyst.txt ...]
// Writes NN-slug.twocol.html (kept as the source of the layout) and NN-slug.pdf. Line 1 of the .txt is
// the name, line 2 the headline; a line equal to a known section heading starts a section, and the
// sections listed in SIDEBAR go to the left column, all others to the main column, in .txt order.
// In the main column, blank-line separated blocks start with a bold job title; "- " lines become list
// items. Needs /usr/bin/chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../../../package.json', import.meta.url));
const { chromium } = require('playwright-core');

const SIDEBAR = new Set(['Contact', 'Lab & Technical', 'Languages', 'Memberships', 'Tools', 'Education',
  'Qualifications', 'Key Skills', 'Tech', 'Ways of working']);
const MAIN = new Set(['Profile', 'About me', 'Experience', 'Work', 'Career']);
const PLAIN = new Set(['Profile', 'About me']);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sections(lines) {
  const out = [];
  let cur = null;
  for (const line of lines) {
    const t = line.trim();
    if (SIDEBAR.has(t) || MAIN.has(t)) { cur = { name: t, lines: [] }; out.push(cur); }
    else if (cur) cur.lines.push(line);
  }
  return out;
}

function renderSection(sec, main) {
  const blocks = [];
  let block = [];
  for (const l of sec.lines) { if (l.trim()) block.push(l.trim()); else if (block.length) { blocks.push(block); block = []; } }
  if (block.length) blocks.push(block);
  const html = blocks.map((b) => {
    let list = [];
    const parts = [];
    const flush = () => { if (list.length) parts.push(`<ul>${list.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`); list = []; };
    b.forEach((l, i) => {
      if (/^- /.test(l)) { list.push(l.slice(2)); return; }
      flush();
      const bold = main && !PLAIN.has(sec.name) && i === 0;
      parts.push(`<p${bold ? ' class="job"' : ''}>${esc(l)}</p>`);
    });
    flush();
    return `<div class="block">${parts.join('')}</div>`;
  }).join('\n');
  return `<h2>${esc(sec.name)}</h2>\n${html}`;
}

const CSS = `@page{size:A4;margin:14mm 12mm}body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222;margin:0}
header{border-bottom:2px solid #2b5d7a;margin-bottom:8pt;padding-bottom:4pt}h1{font-size:18pt;margin:0;color:#2b5d7a}.headline{font-size:11pt;margin:2pt 0 0 0}
.cols{display:flex;gap:14pt;align-items:flex-start}.side{flex:0 0 30%;background:#eef3f6;padding:6pt 8pt;box-sizing:border-box}.main{flex:1}
h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:.5pt;color:#2b5d7a;margin:8pt 0 3pt 0;border-bottom:1px solid #b8c7d1}
p{margin:1pt 0}.job{font-weight:bold;margin-top:5pt}ul{margin:2pt 0 2pt 12pt;padding:0}li{margin:0 0 1pt 0}.block{margin-bottom:3pt}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const source of process.argv.slice(2)) {
    const lines = readFileSync(new URL(source, import.meta.url), 'utf8').split('\n');
    const secs = sections(lines.slice(2));
    const side = secs.filter((s) => SIDEBAR.has(s.name)).map((s) => renderSection(s, false)).join('\n');
    const main = secs.filter((s) => MAIN.has(s.name)).map((s) => renderSection(s, true)).join('\n');
    const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(lines[0].trim())}</title><style>${CSS}</style></head><body>\n<header><h1>${esc(lines[0].trim())}</h1><p class="headline">${esc(lines[1].trim())}</p></header>\n<div class="cols"><aside class="side">\n${side}\n</aside><main class="main">\n${main}\n</main></div>\n</body></html>\n`;
    const htmlName = source.replace(/\.txt$/, '.twocol.html');
    writeFileSync(new URL(htmlName, import.meta.url), html);
    const page = await browser.newPage();
    await page.setContent(html);
    const pdfName = source.replace(/\.txt$/, '.pdf');
    await page.pdf({ path: new URL(pdfName, import.meta.url).pathname, format: 'A4', printBackground: true });
    await page.close();
    console.log(`${htmlName}, ${pdfName}`);
  }
} finally {
  await browser.close();
}
