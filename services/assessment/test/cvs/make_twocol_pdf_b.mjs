// Renders a CV .txt as a two-column HTML page (NN-slug.twocol.html) and prints it to PDF with Chromium:
//   node make_twocol_pdf_b.mjs 37-electrician-solar-storage.txt [41-... 43-...]
// Layout: name and title across the top; every section before "Profile" goes into a shaded sidebar
// (contact, skills, certifications, education, languages ...), "Profile" and everything after it into the
// main column. In the main column the first line of each blank-line-separated block is a bold job title,
// "- " lines are list items. Needs playwright-core and /usr/bin/chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../package.json', import.meta.url));
const { chromium } = require('playwright-core');

const HEADINGS = new Set(['Contact', 'Skills', 'Certifications', 'Education', 'Languages', 'Profile', 'Experience',
  'Areas of expertise', 'Memberships', 'Appointments', 'Publications', 'Volunteering']);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sections(lines) {
  const out = [];
  let cur = null;
  for (const line of lines) {
    if (HEADINGS.has(line.trim())) { cur = { title: line.trim(), lines: [] }; out.push(cur); continue; }
    if (cur) cur.lines.push(line);
  }
  return out;
}

function sidebarHtml(sec) {
  const items = sec.lines.filter((l) => l.trim()).map((l) => `<p>${esc(l.trim())}</p>`).join('\n');
  return `<h2>${esc(sec.title)}</h2>\n${items}`;
}

function mainHtml(sec) {
  const blocks = [];
  let block = [];
  for (const l of sec.lines) { if (l.trim()) block.push(l.trim()); else if (block.length) { blocks.push(block); block = []; } }
  if (block.length) blocks.push(block);
  const body = blocks.map((b) => {
    if (sec.title === 'Profile') return b.map((l) => `<p>${esc(l)}</p>`).join('\n');
    const parts = [];
    let list = [];
    const flush = () => { if (list.length) { parts.push(`<ul>${list.map((x) => `<li>${esc(x)}</li>`).join('\n')}</ul>`); list = []; } };
    b.forEach((l, i) => {
      if (/^- /.test(l)) { list.push(l.slice(2)); return; }
      flush();
      if (i === 0) parts.push(`<p class="job">${esc(l)}</p>`);
      else if (i === 1) parts.push(`<p class="org">${esc(l)}</p>`);
      else if (i === 2 && l.length < 40) parts.push(`<p class="dates">${esc(l)}</p>`);
      else parts.push(`<p class="prose">${esc(l)}</p>`);
    });
    flush();
    return `<div class="block">${parts.join('\n')}</div>`;
  }).join('\n');
  return `<h2>${esc(sec.title)}</h2>\n${body}`;
}

const CSS = `@page{size:A4;margin:14mm 12mm}
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222;margin:0}
header{border-bottom:2px solid #2c5d63;padding-bottom:4pt;margin-bottom:8pt}
h1{font-size:18pt;margin:0;color:#2c5d63}.subtitle{font-size:11pt;margin:2pt 0 0 0}
.cols{display:flex;gap:14pt;align-items:flex-start}
aside{flex:0 0 30%;background:#eef3f3;padding:6pt 8pt;box-sizing:border-box}
main{flex:1}
h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:.5pt;color:#2c5d63;margin:8pt 0 3pt 0;border-bottom:1px solid #9bb}
aside p{margin:0 0 3pt 0}
p{margin:1pt 0}.job{font-weight:bold;margin-top:6pt}.org{font-style:italic}.dates{color:#555}
.prose{margin:3pt 0;text-align:justify}
ul{margin:2pt 0 2pt 12pt;padding-left:6pt}li{margin:0 0 1pt 0}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox',
  '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync'] });
try {
  for (const source of process.argv.slice(2)) {
    const lines = readFileSync(new URL(source, import.meta.url), 'utf8').split('\n').map((l) => l.trimEnd());
    const [name, title] = lines;
    const secs = sections(lines.slice(2));
    const split = secs.findIndex((s) => s.title === 'Profile');
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(name)}</title><style>${CSS}</style></head><body>
<header><h1>${esc(name)}</h1><p class="subtitle">${esc(title)}</p></header>
<div class="cols"><aside>
${secs.slice(0, split).map(sidebarHtml).join('\n')}
</aside><main>
${secs.slice(split).map(mainHtml).join('\n')}
</main></div></body></html>\n`;
    const htmlName = source.replace(/\.txt$/, '.twocol.html');
    writeFileSync(new URL(htmlName, import.meta.url), html);
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const pdfName = source.replace(/\.txt$/, '.pdf');
    const pdf = await page.pdf({ path: new URL(pdfName, import.meta.url).pathname, format: 'A4', printBackground: true });
    await page.close();
    console.log(`${htmlName}, ${pdfName}: ${pdf.length} bytes`);
  }
} finally {
  await browser.close();
}
