import { describe, expect, it } from '@jest/globals';
import { quoteOf, sentencesNaming, unwrappedParagraphs } from './evidence.js';
import type { SectionedLine } from './sections.js';

const lines = (section: SectionedLine['section'], ...texts: string[]): SectionedLine[] => texts.map((text) => ({ text, section }));
const saying = (word: string) => (sentence: string) => sentence.toLowerCase().includes(word);

describe('unwrappedParagraphs', () => {
  it('joins a line that runs on into the next, and a word broken at its hyphen without a space', () => {
    expect(
      unwrappedParagraphs(
        lines(
          'experience',
          '- Maintain and repair hydraulic pitch systems and brake units, including accumulator',
          'pre-charge checks',
          '- Installation and commissioning support on a new 22-turbine onshore wind farm in',
          '2019, working with a community-',
          'driven team',
        ),
      ),
    ).toEqual([
      '- Maintain and repair hydraulic pitch systems and brake units, including accumulator pre-charge checks',
      '- Installation and commissioning support on a new 22-turbine onshore wind farm in 2019, working with a community-driven team',
    ]);
  });

  it('keeps apart what starts afresh: a sentence end, a list item, a table row, a short label, another section', () => {
    const apart = [
      ...lines('experience', 'Led the commissioning of two substations and their protection.', 'then handed them over', '- Wrote the commissioning procedures for the', '- Trained the operators'),
      ...lines('skills', 'Tools', 'python, sql', '| Multimeter / megger | Team leading and site safety', 'routine'),
      ...lines('experience', 'Senior engineer at a wind farm operator since the start of'),
      ...lines('education', 'the University of Leeds'),
    ];
    expect(unwrappedParagraphs(apart)).toEqual(apart.map((line) => line.text));
  });
});

describe('quoteOf', () => {
  const paragraph =
    "Offshore wind turbine technician with nine years on turbines, the last five offshore on 8 MW direct-drive machines. I'm happiest up-tower finding the fault nobody else could. Comfortable leading a team on a transfer vessel, keeping the work orders tidy. Full GWO BST in date.";

  it('quotes the sentences of the paragraph that name the skill, whole, though the line stopped mid-sentence', () => {
    expect(quoteOf('team on a transfer vessel, keeping the', [paragraph], saying('team'))).toBe('Comfortable leading a team on a transfer vessel, keeping the work orders tidy.');
  });

  it('when none names it, quotes all the line touches if short, else the sentence the line holds most of', () => {
    expect(quoteOf('work orders tidy. Full GWO BST in date.', [paragraph], saying('first aid'))).toBe('Comfortable leading a team on a transfer vessel, keeping the work orders tidy. Full GWO BST in date.');
    expect(quoteOf("machines. I'm happiest up-tower finding the fault nobody else could. Comfortable", [paragraph], saying('troubleshoot'))).toBe(
      "I'm happiest up-tower finding the fault nobody else could.",
    );
  });

  it('quotes a line no paragraph extends by its own naming sentences, or whole', () => {
    expect(quoteOf('Led audits. Expert in Go.', ['Led audits. Expert in Go.'], saying('audit'))).toBe('Led audits.');
    expect(quoteOf('- Read schematics', [], saying('diagram'))).toBe('- Read schematics');
  });
});

describe('sentencesNaming', () => {
  it('keeps one-sentence lines whole and does not split at an abbreviation', () => {
    expect(sentencesNaming('Since Jan. 2019 leading audits', saying('audit'))).toBe('Since Jan. 2019 leading audits');
    expect(sentencesNaming('Mentored juniors. Expert in Go and Rust.', saying('mentor'))).toBe('Mentored juniors.');
  });
});
