import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { TextExtractor } from '../../extraction/text-extractor.js';

/** A labelled document: a CV, or one job-ad sentence, with the ESCO concept URIs it evidences. */
export interface LabelledDocument {
  id: string;
  text: string;
  gold: Set<string>;
  /** Gold facts of a CV, where known. */
  currentPosition?: string;
  yearsOfExperience?: number;
  /** What a second annotator, labelling blind by the same rules, found in the CV (the few CVs labelled twice). */
  secondAnnotation?: Set<string>;
}

interface GoldCv {
  file: string;
  split: string;
  currentPosition: string;
  yearsOfExperience: number;
  skills: { uri: string }[];
}

export const CV_DIR = new URL('../../../test/cvs/', import.meta.url);

/**
 * The labelled energy CVs of one split, each read from its own format through the real extraction path.
 * `dev` is what rules, features and thresholds may learn from; `test` is frozen: only the bench reads it.
 */
export async function labelledCvs(split: 'dev' | 'test', dir: URL = CV_DIR): Promise<LabelledDocument[]> {
  const gold = JSON.parse(await readFile(new URL('gold.json', dir), 'utf8')) as GoldCv[];
  const second = new Map((JSON.parse(await readFile(new URL('second-annotator.json', dir), 'utf8')) as Pick<GoldCv, 'file' | 'skills'>[]).map((cv) => [cv.file, new Set(cv.skills.map((s) => s.uri))]));
  const extractor = new TextExtractor();
  try {
    const docs: LabelledDocument[] = [];
    for (const cv of gold.filter((c) => c.split === split)) {
      const { text } = await extractor.extract(await readFile(new URL(cv.file, dir)), cv.file);
      docs.push({ id: cv.file, text, gold: new Set(cv.skills.map((s) => s.uri)), currentPosition: cv.currentPosition, yearsOfExperience: cv.yearsOfExperience, secondAnnotation: second.get(cv.file) });
    }
    return docs;
  } finally {
    await extractor.close();
  }
}

/** RFC 4180 CSV rows as objects by header (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h.replace(/^\uFEFF/, ''), cells[i] ?? ''])));
}

/** Which half of the job-ad sentences a sentence belongs to: fixed by its hash, so the split never moves. */
export const sentenceSplit = (sentence: string): 'train' | 'heldout' => (createHash('sha256').update(sentence).digest()[0]! % 2 === 0 ? 'train' : 'heldout');

/**
 * The public job-ad sentences linked to ESCO (../shared/data/decorte-validation: validation splits only, see its
 * SOURCE.txt), one document per sentence with the ESCO skills of its spans; sentences whose spans name no ESCO
 * skill ("LABEL NOT PRESENT", "UNDERSPECIFIED") are left out.
 */
export async function jobAdSentences(dataDir: URL, uriOfLabel: (label: string) => string | undefined): Promise<{ set: string; split: 'train' | 'heldout'; doc: LabelledDocument }[]> {
  const out: { set: string; split: 'train' | 'heldout'; doc: LabelledDocument }[] = [];
  for (const set of ['tech', 'house']) {
    const bySentence = new Map<string, Set<string>>();
    for (const row of parseCsv(await readFile(new URL(`decorte-validation/${set}_validation_annotations.csv`, dataDir), 'utf8'))) {
      const uri = uriOfLabel(row.label ?? '');
      const gold = bySentence.get(row.sentence!) ?? new Set<string>();
      if (uri) gold.add(uri);
      bySentence.set(row.sentence!, gold);
    }
    for (const [sentence, gold] of bySentence) {
      if (gold.size) out.push({ set, split: sentenceSplit(sentence), doc: { id: `${set}:${createHash('sha256').update(sentence).digest('hex').slice(0, 8)}`, text: sentence, gold } });
    }
  }
  return out;
}

/** The shared data folder beside the repository (`../shared/data`), or SHARED_DATA_DIR. */
export const sharedDataDir = (env: Record<string, string | undefined> = process.env): URL =>
  env.SHARED_DATA_DIR ? new URL(`file://${env.SHARED_DATA_DIR.replace(/\/?$/, '/')}`) : new URL('../../../../../../shared/data/', import.meta.url);
