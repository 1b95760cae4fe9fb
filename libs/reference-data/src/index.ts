import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createGunzip, gunzipSync } from 'node:zlib';

/**
 * Reference data shipped with the product, derived from ESCO, O*NET and BLS by
 * `scripts/derive-taxonomy.mjs` (see NOTICE): the skills taxonomy and the energy career paths.
 * Several services read it (skills loads it into its tables, assessment builds its analyzer from it),
 * so it lives here rather than in one service. The data/ folder is found from this package's package.json, not
 * from this module's URL: in embedded mode's bundle, import.meta.url is the bundle's.
 */
const DATA_DIR = new URL('data/', pathToFileURL(createRequire(import.meta.url).resolve('@ecp/reference-data/package.json')));

export interface TaxonomyConceptRecord {
  id: string;
  kind: 'skill' | 'group';
  label: string;
  alt: string[];
  type: string | null;
  broader: string[];
  tags: string[];
  source: 'esco' | 'onet';
  hot?: boolean;
  category?: string;
}

/** An O*NET technology skill (tool or software) of a career path, as the shipped taxonomy names it. */
export interface CareerPathTechnologySkill {
  /** The taxonomy concept: an O*NET one (`onet/…`), or the ESCO skill of the same name. */
  id: string;
  label: string;
  /** O*NET's "Hot Technology" and "In Demand" flags, for any of the path's O*NET-SOC occupations. */
  hot: boolean;
  inDemand: boolean;
  /**
   * How general the tool is: the share (0–1, 3 decimals) of all O*NET-SOC occupations with technology skills (923)
   * that list it, e.g. 0.931 for Microsoft Excel, 0.067 for SCADA software.
   */
  onetOccupationShare: number;
}

export interface CareerPathRecord {
  id: string;
  title: string;
  description: string;
  sector: string;
  escoUri: string;
  requiredSkills: string[];
  averageSalary: number;
  salaryBasis: string;
  salarySource: string;
  salaryYear: number;
  growthPercent: number;
  growthOutlook: string;
  growthSource: string;
  growthPeriod: string;
  socCode: string;
  blsTitle: string;
  /** BLS employment of the career path's SOC line item, thousands, 2024 and projected 2034. */
  employment2024Thousands: number;
  employment2034Thousands: number;
  /** BLS projected annual openings (growth plus replacement) of the SOC line item, thousands a year, 2024–34. */
  annualOpeningsThousands: number;
  /** Attribution of the employment and openings figures, and their base year. */
  projectionSource: string;
  projectionYear: number;
  /** How many career paths map to the same SOC line item (share its openings between them, don't count them twice). */
  sharedSoc: number;
  /**
   * The O*NET-SOC occupations of the SOC line item (all of them, or the energy ones of an "all other" item), and
   * their O*NET 30.2 Technology Skills that the shipped taxonomy holds, by label; technologySource attributes them.
   */
  onetSocCodes: string[];
  technologySkills: CareerPathTechnologySkill[];
  technologySource: string;
}

export interface TaxonomyFile { version: string; concepts: TaxonomyConceptRecord[] }
export interface CareerPathsFile { version: string; careerPaths: CareerPathRecord[] }

async function readJsonGz<T>(name: string): Promise<T> {
  return JSON.parse(gunzipSync(await readFile(new URL(name, DATA_DIR))).toString('utf8')) as T;
}

/**
 * A file's `version` (a hash of its content) without parsing it: scripts/derive-taxonomy.mjs writes it as the first
 * key, so the first inflated bytes hold it. A service that already stored this version skips the whole file (the
 * taxonomy is 8 MB of JSON, some 20 MB once parsed).
 */
async function readJsonGzVersion(name: string): Promise<string> {
  const stream = createReadStream(new URL(name, DATA_DIR)).pipe(createGunzip());
  let head = '';
  try {
    for await (const chunk of stream) {
      head += (chunk as Buffer).toString('latin1');
      if (head.length >= 64) break;
    }
  } finally {
    stream.destroy();
  }
  const version = /^\{"version":"([^"]+)"/.exec(head)?.[1];
  return version ?? (await readJsonGz<{ version: string }>(name)).version;
}

export const readTaxonomyFile = () => readJsonGz<TaxonomyFile>('taxonomy.json.gz');
export const readCareerPathsFile = () => readJsonGz<CareerPathsFile>('career-paths.json.gz');
/** TaxonomyFile.version, read from the file's first bytes. */
export const readTaxonomyVersion = () => readJsonGzVersion('taxonomy.json.gz');
/** CareerPathsFile.version, read from the file's first bytes. */
export const readCareerPathsVersion = () => readJsonGzVersion('career-paths.json.gz');

/** What the CV analyzer reads of ESCO beyond labels (see scripts/derive-taxonomy.mjs). */
export interface AnalyzerTextsFile {
  version: string;
  /** ESCO skills in a fixed order; occupations refer to them by index. */
  skills: { id: string; reuse: 't' | 'c' | 's' | 'o' | ''; hidden: string[]; description: string }[];
  occupations: { label: string; alt: string[]; essential: number[]; optional: number[] }[];
  /** WordNet synonyms of a word (its two most frequent senses), only those some skill's text uses. */
  synonyms: Record<string, string[]>;
}

export const readAnalyzerTextsFile = () => readJsonGz<AnalyzerTextsFile>('analyzer-texts.json.gz');

/** Word vectors for the CV analyzer (see scripts/derive-word-vectors.mjs): unit vectors quantised to 8 bits. */
export interface WordVectorsFile {
  source: string;
  dimensions: number;
  words: string[];
  /** `words.length × dimensions` values, row by row; divide by 127 for the unit vector. */
  vectors: Int8Array;
}

export async function readWordVectorsFile(): Promise<WordVectorsFile> {
  const bytes = gunzipSync(await readFile(new URL('word-vectors.bin.gz', DATA_DIR)));
  const newline = bytes.indexOf(10);
  const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Omit<WordVectorsFile, 'vectors'>;
  const body = bytes.subarray(newline + 1);
  return { ...header, vectors: new Int8Array(body.buffer, body.byteOffset, body.byteLength) };
}
