// Dev-only: reads ESCO's skills CSV from ../shared/data (not shipped) to tune the analyzer.
import { readFileSync } from 'node:fs';
import type { TaxonomyConcept } from '../src/analysis/taxonomy.ts';

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else if (c !== '\r') field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

export function loadEscoSkills(path: string): TaxonomyConcept[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  const [uri, label, alt, type] = [col('conceptUri'), col('preferredLabel'), col('altLabels'), col('skillType')];
  return rows.filter((r) => r[uri]).map((r) => ({ uri: r[uri]!, label: r[label]!, altLabels: (r[alt] ?? '').split('\n').map((s) => s.trim()).filter(Boolean), kind: r[type] === 'knowledge' ? ('knowledge' as const) : ('skill' as const) }));
}
