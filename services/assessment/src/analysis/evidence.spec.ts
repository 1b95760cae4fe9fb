import { describe, expect, it } from '@jest/globals';
import { EvidenceQuotes, SENTENCE_END, sentencesNaming } from './evidence.js';
import { sectionLines, type SectionedLine } from './sections.js';
import { splitSentences } from './sentences.js';

/**
 * The quote of the mention `text` on the line that holds it (the `nth` such line), as the analyzer asks for it;
 * `matched`: the words of it a phrase matched.
 */
function quoteIn(cv: string, text: string, { nth = 0, matched, names }: { nth?: number; matched?: string; names?: (sentence: string) => boolean } = {}): string {
  const lines = sectionLines(cv);
  const read = splitSentences(lines);
  const line: SectionedLine | undefined = read.filter((l) => l.text === text)[nth];
  if (!line) throw new Error(`no line "${text}"`);
  const at = matched === undefined ? -1 : text.indexOf(matched);
  if (matched !== undefined && at < 0) throw new Error(`"${matched}" is not in "${text}"`);
  return new EvidenceQuotes(lines).quote({ line: line.text, at: line.at, ...(matched === undefined ? {} : { span: [at, at + matched.length] as [number, number] }) }, names);
}

describe('evidence quotes', () => {
  it('quotes the whole sentence a PDF wrapped over several lines', () => {
    const cv = [
      'Experience',
      '- Maintain and repair hydraulic pitch systems and brake units, including accumulator',
      'pre-charge checks',
      '- Read electrical schematics to trace faults',
    ].join('\n');
    expect(quoteIn(cv, '- Maintain and repair hydraulic pitch systems and brake units, including accumulator')).toBe(
      '- Maintain and repair hydraulic pitch systems and brake units, including accumulator pre-charge checks',
    );
    // A continuation line is quoted with the line it continues; the next list item is not part of it.
    expect(quoteIn(cv, 'pre-charge checks')).toBe('- Maintain and repair hydraulic pitch systems and brake units, including accumulator pre-charge checks');
    expect(quoteIn(cv, '- Read electrical schematics to trace faults')).toBe('- Read electrical schematics to trace faults');
  });

  it('quotes the sentence the match is in; without a match, every sentence the line touches', () => {
    const cv = [
      'Summary',
      'Offshore wind turbine technician with 9 years on wind turbines (13 in electrical maintenance, counting my',
      "apprenticeship), the last 5 offshore on 8 MW direct-drive machines. I'm happiest up-tower finding the fault nobody",
      'else could. Comfortable leading a 3-person team on a transfer vessel, signing off permits and keeping the work',
      'orders tidy.',
    ].join('\n');
    const third = 'else could. Comfortable leading a 3-person team on a transfer vessel, signing off permits and keeping the work';
    expect(quoteIn(cv, third)).toBe(
      "I'm happiest up-tower finding the fault nobody else could. Comfortable leading a 3-person team on a transfer vessel, signing off permits and keeping the work orders tidy.",
    );
    expect(quoteIn(cv, third, { matched: 'leading a 3-person team' })).toBe('Comfortable leading a 3-person team on a transfer vessel, signing off permits and keeping the work orders tidy.');
    expect(quoteIn(cv, third, { names: (sentence) => sentence.includes('fault') })).toBe("I'm happiest up-tower finding the fault nobody else could.");
  });

  it('quotes the line as it is when the sentences around it run past 300 characters', () => {
    const cv = [
      'Summary',
      'Shift engineer for a 400 kV transmission network who planned the outages, wrote the switching',
      'schedules, briefed the crews, checked the isolations, signed the permits, walked the substations',
      'and closed the work orders every week. Next day I went back to the yard and planned the outages,',
      'wrote the switching schedules, briefed the crews, checked the isolations, signed the permits and',
      'walked the substations again until the whole programme of works was done for the year ahead.',
    ].join('\n');
    const middle = 'and closed the work orders every week. Next day I went back to the yard and planned the outages,';
    expect(quoteIn(cv, middle)).toBe(middle);
  });

  it('joins a word a wrap broke at its hyphen without a space, as the matcher reads it, and quotes a sentence the joined pair splits into', () => {
    const cv = ['Experience', '- Ran the open-source community programme and its community-', 'driven development roadmap for two years'].join('\n');
    expect(quoteIn(cv, '- Ran the open-source community programme and its community-driven development roadmap for two years')).toBe(
      '- Ran the open-source community programme and its community-driven development roadmap for two years',
    );
    const summary = [
      'Summary',
      'Offshore wind technician with nine years on direct-drive turbines and a passion for fault-',
      'finding. I maintain and repair hydraulic pitch systems and brake units, including accumulator',
      'pre-charge checks, and I lead a small team on the transfer vessel.',
    ].join('\n');
    expect(quoteIn(summary, 'I maintain and repair hydraulic pitch systems and brake units, including accumulator', { matched: 'hydraulic' })).toBe(
      'I maintain and repair hydraulic pitch systems and brake units, including accumulator pre-charge checks, and I lead a small team on the transfer vessel.',
    );
  });

  it("finds a mention by its line's place, not its text: a line inside another, a line said twice", () => {
    const cv = [
      'Experience',
      'Built NoSQL stores for the turbine telemetry platform and wrote the schema',
      'migration guides for the operations team.',
      'Skills',
      'SQL',
      'Projects',
      'Led the site safety inductions for all contractors on the project and',
      'visitors at the Moray East substation.',
      'Other',
      'Led the site safety inductions for all contractors on the project and',
    ].join('\n');
    expect(quoteIn(cv, 'SQL')).toBe('SQL');
    expect(quoteIn(cv, 'Led the site safety inductions for all contractors on the project and')).toBe(
      'Led the site safety inductions for all contractors on the project and visitors at the Moray East substation.',
    );
    expect(quoteIn(cv, 'Led the site safety inductions for all contractors on the project and', { nth: 1 })).toBe('Led the site safety inductions for all contractors on the project and');
  });

  it('never runs a line on into personal details, page furniture, the header, a job heading, a table row, a list item, a blank line or a capital', () => {
    const header = ['Jane Smith, chartered electrical engineer specialising in protection and', 'jane.smith@example.com | +44 7700 900123', 'Summary', 'x'].join('\n');
    expect(quoteIn(header, 'Jane Smith, chartered electrical engineer specialising in protection and')).toBe('Jane Smith, chartered electrical engineer specialising in protection and');
    const cv = [
      'Experience',
      'Wind Turbine Technician, Vento Offshore, Aberdeen — 2019 to present',
      'maintained the hydraulic pitch systems and the yaw drives of the 8 MW fleet',
      'o Maintained the 33 kV switchgear across the north region for the network and the',
      'o tested protection relays after each outage',
      'Commissioned two 132 kV substations for the network operator together with the',
      '',
      'design team, and signed off the test sheets with the client.',
      'Upgraded the protection of the 132 kV feeders on the ring main with the',
      'Jane Smith – Curriculum Vitae – Page 1 of 2',
      'new grid supply point, including the relay settings and the tests.',
      'Senior Solar Technician, SunCo Energy, Portland, OR',
      'Installed and commissioned forty residential PV systems a year for the firm',
      'Protection  relay testing, IEC 61850, distance and differential protection,',
      'software  ETAP, DIgSILENT PowerFactory, MATLAB and Python for the studies',
      'Full clean UK driving licence (category B and C1) and own transport, based in',
      'headingley, leeds ls6 2ab; date of birth 14/03/1985; nationality british',
      'Planned the protection settings for the new feeders and the substations of the',
      'Skills',
      'relay testing and protection settings for the new feeders and substations',
    ].join('\n');
    for (const line of cv.split('\n').filter((l) => l && !['Experience', 'Skills'].includes(l))) expect(quoteIn(cv, line)).toBe(line);
  });

  it('joins no personal details in any format, no lettered or glyph bullets, no heading of fields, no footer', () => {
    const cv = [
      'Summary',
      'Protection engineer based at 1418 Westheimer Rd, Houston TX 77006, mobile (713) 555-0123,',
      'with fourteen years of relay testing and commissioning on 132 kV transmission networks.',
      'Indian citizen aged 38 (birth date 14.03.1985), phone 98765 43210, with fourteen years in',
      'relay testing and commissioning of protection schemes on the transmission networks here.',
      'Experience',
      'Senior Protection Engineer – Northern Grid Ltd – Leeds, United Kingdom – permanent',
      'led relay testing and commissioning of the 132 kV feeders across the north of the region',
      'a) maintained the hydraulic pitch systems on the 8 MW turbines for the operator and for the',
      'b) tested protection relays after each planned outage on the export cable for the client',
      'ii. maintained the hydraulic pitch systems on the 8 MW turbines for the operator and the',
      'ü tested protection relays after each planned outage on the export cable for the client',
      'Led relay testing and commissioning of protection schemes on the 132 kV feeders and the',
      'cv – jane smith – london – 2',
    ].join('\n');
    for (const line of cv.split('\n').filter((l) => !['Summary', 'Experience'].includes(l))) expect(quoteIn(cv, line)).toBe(line);
  });

  it('finds a mention on its own line however far into a long line it is', () => {
    const sentence = 'I commission protection schemes on the transmission network for the operator.';
    const long = `${sentence} ${sentence} ${sentence} ${sentence} I maintain hydraulic pitch systems and`;
    const cv = ['Summary', long, 'brake units on the offshore fleet.', 'Skills', 'relay testing, hydraulics, protection schemes and SCADA'].join('\n');
    const lines = sectionLines(cv);
    const sentenceOfLine = splitSentences(lines).find((l) => l.text.startsWith('I maintain'))!;
    expect(new EvidenceQuotes(lines).quote({ line: sentenceOfLine.text, at: sentenceOfLine.at, span: [12, 21] })).toBe('I maintain hydraulic pitch systems and brake units on the offshore fleet.');
  });

  it('undoes no wrap in a CV without a heading it knows: its name and address are no header there', () => {
    const cv = ['Chartered electrical engineer specialising in HV protection and relay testing,', 'twelve years on transmission networks across the north of England and Scotland'].join('\n');
    expect(quoteIn(cv, 'Chartered electrical engineer specialising in HV protection and relay testing,')).toBe('Chartered electrical engineer specialising in HV protection and relay testing,');
  });

  it('quotes a sentence of a long line as stage 1 read it, and of a short line the sentence its match is in', () => {
    const long = 'Chartered engineer with 14 years in transmission protection. I lead protection design for 400 kV substations. Strong on IEC 61850 and relay testing.';
    expect(quoteIn(`Summary\n${long}`, 'I lead protection design for 400 kV substations.')).toBe('I lead protection design for 400 kV substations.');
    const short = 'Electrical engineer who likes being on site. Seven years in commissioning.';
    expect(quoteIn(`Summary\n${short}`, short, { matched: 'commissioning' })).toBe('Seven years in commissioning.');
  });

  it('keeps the sentences that say the words, or all of them when none does; abbreviations and initials end no sentence', () => {
    const says = (word: string) => (sentence: string) => sentence.includes(word);
    expect(sentencesNaming('Mentored junior developers. Expert in Go and Rust.', says('Mentored'))).toBe('Mentored junior developers.');
    expect(sentencesNaming('Mentored junior developers. Expert in Go and Rust.', says('Python'))).toBe('Mentored junior developers. Expert in Go and Rust.');
    expect(sentencesNaming('Since Jan. 2019 on site, e.g. Siemens relays. Reported to Dr. Smith and J. Brown.', says('Siemens'))).toBe('Since Jan. 2019 on site, e.g. Siemens relays.');
    expect(sentencesNaming('Expert in C++. Coached junior developers every week.', says('Coached'))).toBe('Coached junior developers every week.');
    expect(sentencesNaming('2009 | B.S. Electrical Engineering, A.A.S. GIS, Ohio Midland University. Dean’s list.', says('Electrical'))).toBe('2009 | B.S. Electrical Engineering, A.A.S. GIS, Ohio Midland University.');
    expect(sentencesNaming('Signed off every ITP. Programmed the PLCs. Three years as Sr. Engineer in the U.S. East.', says('years'))).toBe('Three years as Sr. Engineer in the U.S. East.');
    for (const one of ['Built data pipelines in Python for ca. 6 years for the grid operator.', 'Led relay testing at 9 a.m. Monday to Friday.', 'B.Tech. Electrical Engineering, VIT University.', 'MSc. Power Systems, Dipl. Ing. Elektrotechnik.']) {
      expect(sentencesNaming(one, says('nothing said'))).toBe(one);
      expect(one.split(SENTENCE_END)).toEqual([one]);
    }
    expect('I know what breaks when you "just patch it". Now I secure substations. Wrote C#. Then Go.'.split(SENTENCE_END)).toEqual([
      'I know what breaks when you "just patch it".',
      'Now I secure substations.',
      'Wrote C#.',
      'Then Go.',
    ]);
  });

  it('quotes a line of cells by the cell that says the skill: no phone number, email or next field', () => {
    const cv = ['Mark Doe', 'Wind Turbine Technician | Cork, Ireland | +353 85 555 0199 | mark@example.com', 'Experience', '2019 – present\tSenior Engineer\tCommissioned 3 substations', 'Skills', 'Python • SQL • Power BI'].join('\n');
    expect(quoteIn(cv, 'Wind Turbine Technician | Cork, Ireland | +353 85 555 0199 | mark@example.com', { matched: 'Wind Turbine' })).toBe('Wind Turbine Technician');
    expect(quoteIn(cv, '2019 – present\tSenior Engineer\tCommissioned 3 substations', { names: (cell) => /substation/i.test(cell) })).toBe('Commissioned 3 substations');
    expect(quoteIn(cv, 'Python • SQL • Power BI', { matched: 'SQL' })).toBe('SQL');
    expect(quoteIn('Skills\nPython |  | SQL', 'Python |  | SQL', { matched: 'SQL' })).toBe('SQL');
    // Dates and standards' numbers are no phone number.
    expect(quoteIn('Projects\nSCADA upgrade 2019 - 2021 | Acme Ltd', 'SCADA upgrade 2019 - 2021 | Acme Ltd', { names: (cell) => /SCADA/.test(cell) })).toBe('SCADA upgrade 2019 - 2021');
    expect(quoteIn('Projects\nLed IEC 61850 - 2013 substation automation | Acme Ltd', 'Led IEC 61850 - 2013 substation automation | Acme Ltd', { names: () => false })).toBe('Led IEC 61850 - 2013 substation automation');
    // Said by no cell, a line is quoted by its longest cell that is not an email, a web address or a phone number.
    expect(quoteIn(cv, 'Wind Turbine Technician | Cork, Ireland | +353 85 555 0199 | mark@example.com', { names: () => false })).toBe('Wind Turbine Technician');
    // A line without cells is quoted as before.
    expect(quoteIn('Experience\n- Wrote the relay settings, tested them on site', '- Wrote the relay settings, tested them on site', { matched: 'relay' })).toBe('- Wrote the relay settings, tested them on site');
  });
});
