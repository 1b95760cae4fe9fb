import { beforeAll, describe, expect, it } from '@jest/globals';
import { readWordVectorsFile } from '@ecp/reference-data';
import { SemanticIndex } from './semantic.js';
import type { TaxonomyConcept } from './taxonomy.js';

const concept = (uri: string, label: string, description: string, altLabels: string[] = []) => ({
  concept: { uri, label, altLabels, kind: 'skill' } satisfies TaxonomyConcept,
  hidden: [],
  description,
});
const texts = [
  concept('esco:battery', 'battery chemistry', 'The different types of battery according to the chemical components used in the anode or the cathode such as zinc-carbon, nickel-metal hydride, lead-acid, or lithium-ion.'),
  concept('esco:train', 'train employees', 'Lead and guide employees through a process in which they are taught the necessary skills.', ['teach employees']),
  concept('esco:bake', 'bake pastries', 'Prepare pastries in an oven.', ['pastry baking']),
];

describe('semantic index (word vectors)', () => {
  let index: SemanticIndex;
  beforeAll(async () => {
    index = new SemanticIndex(await readWordVectorsFile(), texts);
  });

  it('puts a paraphrase nearer its skill than an unrelated one, though they share hardly a word', () => {
    const line = index.vectorOf('Characterised lithium-ion cells and anode materials for grid storage');
    expect(index.similarity('esco:battery', line)).toBeGreaterThan(index.similarity('esco:bake', line) + 0.1);
    const coaching = index.vectorOf('Coached and mentored new starters on site');
    expect(index.similarity('esco:train', coaching)).toBeGreaterThan(index.similarity('esco:battery', coaching));
  });

  it('aligns a label with a line word by word, undiluted by the rest of a long line', () => {
    const line = 'I do the rota, the one-to-ones and the yearly reviews, and I hired 5 of the team myself';
    const hired = index.alignment('recruit employees', line);
    expect(hired.said).toBeGreaterThan(index.alignment('bake pastries', line).said + 0.15);
    // The label's own words say all of it; a long line is mostly about other things.
    expect(index.alignment('train employees', 'Train employees').said).toBeCloseTo(1, 5);
    expect(index.alignment('train employees', 'Train employees').covered).toBeCloseTo(1, 5);
    expect(hired.covered).toBeLessThan(0.6);
  });

  it("aligns the same through one document's aligner as one pair at a time, as its pair cache grows", async () => {
    // Lines of 80 words and labels of 3 among 400 words with vectors: thousands of word pairs, past the first size of the
    // aligner's cache of pair similarities (2,048) several times over.
    const { words } = await readWordVectorsFile();
    const common = words.slice(2000, 2400);
    const lines = Array.from({ length: 10 }, (_, i) => common.filter((_, w) => (w + i) % 5 !== 0).slice(i * 4, i * 4 + 80).join(' '));
    const labels = Array.from({ length: 40 }, (_, i) => [common[(i * 7) % 400], common[(i * 13 + 1) % 400], common[(i * 29 + 2) % 400]].join(' '));
    const align = index.aligner();
    for (const line of lines) for (const label of labels) expect(align(label, line)).toEqual(index.alignment(label, line));
  });

  it('answers 0 for a text without known words or an unknown concept', () => {
    expect(index.alignment('battery chemistry', '— 12 / 34 —')).toEqual({ said: 0, covered: 0 });
    expect(index.vectorOf('— 12 / 34 —')).toBeNull();
    expect(index.similarity('esco:battery', null)).toBe(0);
    expect(index.similarity('esco:unknown', index.vectorOf('battery'))).toBe(0);
  });
});
