import { describe, expect, it } from '@jest/globals';
import { analyzerOver } from '../../test/stage-one-analyzer.js';
import { FEATURES, SkillRanker } from './ranker.js';
import { profileFacts } from './profile-facts.js';
import { sectionLines } from './sections.js';
import { clip, withJobsAsExperience } from './skill-analyzer.js';
import type { TaxonomyConcept } from './taxonomy.js';

const concept = (uri: string, label: string, altLabels: string[] = [], kind: 'skill' | 'knowledge' = 'skill'): TaxonomyConcept => ({ uri, label, altLabels, kind });
const taxonomy = [
  concept('esco:wind', 'maintain wind turbines', ['wind turbine maintenance']),
  concept('esco:pv', 'install photovoltaic systems', ['install solar panels']),
  concept('esco:r', 'R', ['R programming']),
  concept('esco:vb', 'Visual Basic'),
  concept('esco:fingerspelling', 'fingerspelling', ['signing']),
  concept('esco:first-aid-k', 'first aid', [], 'knowledge'),
  concept('esco:first-aid-s', 'provide first aid', ['first aid']),
  concept('esco:heights', 'follow safety procedures when working at heights'),
  concept('esco:english', 'English'),
  concept('esco:irish', 'Irish'),
  concept('esco:python', 'Python (computer programming)', ['Python']),
];
const analyzer = analyzerOver(taxonomy);
const uris = (text: string) => analyzer.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.escoUri).sort();

describe('built-in skill analyzer', () => {
  it("matches a label in the CV's own word order and forms, keeping the evidencing line", () => {
    const result = analyzer.analyze('Experience\n- Scheduled maintenance of offshore wind turbines (8 MW)');
    expect(result.skills).toEqual([
      expect.objectContaining({ escoUri: 'esco:wind', name: 'maintain wind turbines', evidence: '- Scheduled maintenance of offshore wind turbines (8 MW)' }),
    ]);
  });

  it('expands energy shorthand before matching (PV → photovoltaic)', () => {
    expect(uris('Experience\n- Installed 400 residential PV systems')).toEqual(['esco:pv']);
  });

  it('takes one-letter and two-letter skills only from a list, with their exact case', () => {
    expect(uris('Skills\nR, Python, SQL')).toEqual(['esco:python', 'esco:r']);
    expect(uris('Summary\nI will r each site before noon and go to a second one.')).toEqual([]);
  });

  it('does not read a phrase out of distant words, nor a plain-word synonym', () => {
    expect(uris('Experience\n- Visual inspections of blades; basic hydraulics')).toEqual([]);
    expect(uris('Experience\n- Signing off permits to work')).toEqual([]);
  });

  it('prefers the skill to the knowledge concept for the same words', () => {
    expect(uris('Certifications\nFirst Aid at Work')).toEqual(['esco:first-aid-s']);
  });

  it('maps curated energy phrasing and languages on a languages line', () => {
    expect(uris('Experience\n- Climbed daily with full fall protection')).toEqual(['esco:heights']);
    expect(uris('Languages\nEnglish (native)')).toEqual(['esco:english']);
    expect(uris('Languages\nEnglish (native), Irish (fluent)')).toEqual(['esco:english', 'esco:irish']);
    // Read by name, as surely as a curated phrase, not only as a label the ranker may doubt (it scored Irish 0.25–0.33 on dev CVs).
    const irish = analyzer.rankText('Languages\nEnglish (native), Irish (fluent)').find((c) => c.concept.uri === 'esco:irish');
    expect(irish?.evidence.mentions.some((m) => m.rule)).toBe(true);
    expect(uris('Experience\n- Wrote reports in English for the client')).toEqual([]);
  });

  it("reads a language's proficiency from the level beside it", () => {
    const level = (line: string) => analyzer.analyze(`Languages\n${line}`).skills.find((s) => s.escoUri === 'esco:english')?.proficiency;
    expect(level('English (native)')).toBe('expert');
    expect(level('German (native), English (fluent)')).toBe('advanced');
    expect(level('English – B2')).toBe('intermediate');
  });

  it('reads the current position, total years without double-counting overlaps, and proficiency', () => {
    const cv = [
      'Amina Okafor',
      'Wind Turbine Technician',
      'Experience',
      'Senior Wind Turbine Technician, Northwind | 2019 - Present',
      '- Led scheduled maintenance of wind turbines for a crew of four',
      'Wind Technician, Coastal Renewables | 2015 - 2020',
      '- Wind turbine maintenance on 2 MW machines',
    ].join('\n');
    const result = analyzer.analyze(cv, { now: new Date('2026-11-01') });
    expect(result.currentPosition).toBe('Senior Wind Turbine Technician');
    expect(result.yearsOfExperience).toBe(11);
    expect(result.skills.find((s) => s.escoUri === 'esco:wind')).toMatchObject({ proficiency: 'advanced' });
    expect(result.keyStrengths[0]).toBe('maintain wind turbines');
  });

  it("reads a skill's proficiency from its own sentence, not the next one on a wrapped line", () => {
    const skill = (line: string) => analyzer.analyze(`Summary\n${line}`).skills.find((s) => s.escoUri === 'esco:wind');
    expect(skill('Wind turbine maintenance on 2 MW machines for two seasons. Expert in SCADA alarms and')).toMatchObject({ proficiency: 'intermediate' });
    expect(skill('Expert in wind turbine maintenance on 2 MW machines. Also SCADA alarms and')).toMatchObject({ proficiency: 'expert' });
  });

  it("reads no tool out of an employer's name, and shows a tool once when ESCO names it too", () => {
    const python = 'http://data.europa.eu/esco/skill/python';
    const over = analyzerOver([concept('onet:forth', 'Forth'), concept('onet:python', 'Python'), concept(python, 'Python (computer programming)', ['Python']), ...taxonomy]);
    const names = (text: string) => over.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.name);
    const jobs = ['Experience', '2015 - 2017 | Graduate Data Analyst | Forth Water Utilities', 'Graduate Data Analyst, Forth Water Utilities', '- Wrote Python reports on leakage'].join('\n');
    expect(names(jobs)).toEqual(['Python (computer programming)']);
    // The same word where a CV lists what it can use is the language.
    expect(names(`${jobs}\nSkills\nForth, C, assembler`)).toContain('Forth');
    // A ranker that keeps every candidate still shows Python once.
    const keepsAll = new SkillRanker({ version: 'all', features: [...FEATURES], weights: FEATURES.map((f) => (f === 'bias' ? 5 : 0)), threshold: 0.5, trainedOn: {} });
    const all = analyzerOver([concept('onet:python', 'Python'), concept(python, 'Python (computer programming)', ['Python']), ...taxonomy.filter((c) => c.uri !== 'esco:python')], keepsAll);
    const shown = all.analyze('Skills\nPython, SQL').skills.map((s) => s.name);
    expect(shown.filter((name) => name.startsWith('Python'))).toEqual(['Python (computer programming)']);
  });

  it('keeps a tool the CV names whole in a list, or by a curated phrase anywhere, whatever the ranker says, and not one said in passing', () => {
    const keepsNone = new SkillRanker({ version: 'none', features: [...FEATURES], weights: FEATURES.map((f) => (f === 'bias' ? -9 : 0)), threshold: 0.5, trainedOn: {} });
    const over = analyzerOver([concept('onet:git', 'Git'), concept('onet:c', 'C'), ...taxonomy], keepsNone);
    const names = (text: string) => over.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.name);
    expect(names('Experience\nSenior C&I Technician, Acme, 2019 - present\nSkills\nGit, Linux')).toEqual(['Git']);
    const scada = 'Supervisory control and data acquisition SCADA software'; // the curated phrase's tool
    const tools = analyzerOver([concept('onet:route', 'Route'), concept('onet:scheme', 'Scheme'), concept('onet:scada', scada), ...taxonomy], keepsNone);
    const toolNames = (text: string) => tools.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.name).sort();
    expect(toolNames('Skills\nRoute planning, Scheme design, EMS/SCADA (GE)')).toEqual([scada]);
    // The sector's curated tool is the tool in a sentence too: a CV saying "SCADA fault diagnosis" holds SCADA.
    expect(toolNames('Experience\nWind Technician, Acme Wind, 2019 - present\n- SCADA fault diagnosis and remote resets')).toEqual([scada]);
    // Not where the person does not use it, names people by it, or it is an employer's, a goal's, a course's or a referee's.
    const job = 'Experience\nWind Technician, Acme Wind, 2019 - present\n';
    for (const line of ['- No SCADA experience; all switching done locally on site', '- Reported alarms by phone to the SCADA engineers in the control room', "- Haven't used SCADA yet"]) expect(toolNames(job + line)).toEqual([]);
    expect(toolNames('Experience\nElectrical Technician | SCADA Solutions Ltd | 2018 - present\n- Wired control panels')).toEqual([]);
    expect(toolNames(`Profile\nMy goal is to move into SCADA and control systems.\n${job}Certifications\nSCADA fundamentals course (booked for 2027)\nReferences\nJohn Brown, SCADA Manager, Northgrid Power Ltd`)).toEqual([]);
    // A plain label in a sentence is not: "Route" here is the word.
    expect(toolNames('Experience\nDriver, Acme, 2019 - present\n- Planned the Route for each delivery')).toEqual([]);
    // A product named like a job is not told from the job, wherever it stands.
    const keepsAll = new SkillRanker({ version: 'all', features: [...FEATURES], weights: FEATURES.map((f) => (f === 'bias' ? 5 : 0)), threshold: 0.5, trainedOn: {} });
    const jobs = analyzerOver([concept('onet:site-manager', 'Site Manager'), concept('onet:git', 'Git'), ...taxonomy], keepsAll);
    expect(jobs.analyze('Experience\nSite Manager, Acme Build Ltd, 2019 - present\nSkills\nGit, Site Manager').skills.map((s) => s.name)).toEqual(['Git']);
    // A one-word name with its "!" is the product only with the "!".
    const bang = analyzerOver([concept('onet:act', 'Act!'), ...taxonomy], keepsAll);
    const bangNames = (text: string) => bang.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.name);
    expect(bangNames('Experience\nDam engineer, Acme, 2019 - present\n- Inspections under the Reservoirs Act 1975')).toEqual([]);
    expect(bangNames('Skills\nAct!, Excel')).toEqual(['Act!']);
    expect(names('Experience\nData engineer, Acme, 2019 - present\n- Moved the team from Git to another system of record last year.')).toEqual([]);
    // A tool only retrieved on a word it shares is not listed, however the ranker scores it; named, it is.
    const adHoc = analyzerOver([concept('onet:logixml', 'LogiXML Ad-HOC'), ...taxonomy], keepsAll);
    const adHocText = 'Experience\nAnalyst, Acme, 2019 - present\n- Ran ad-hoc analysis of the pricing data';
    expect(adHoc.candidates(adHocText).map((s) => s.name)).toContain('LogiXML Ad-HOC');
    expect(adHoc.analyze(adHocText).skills.map((s) => s.name)).not.toContain('LogiXML Ad-HOC');
    expect(adHoc.analyze('Skills\nLogiXML Ad-HOC, SQL').skills.map((s) => s.name)).toContain('LogiXML Ad-HOC');
  });

  it("reads nothing out of the person's name on the CV's first line, and a header's inline skills as a list", () => {
    const keepsAll = new SkillRanker({ version: 'all', features: [...FEATURES], weights: FEATURES.map((f) => (f === 'bias' ? 5 : 0)), threshold: 0.5, trainedOn: {} });
    const over = analyzerOver([concept('onet:doe2', 'DOE-2', ['DOE']), concept('onet:postgres', 'PostgreSQL'), ...taxonomy], keepsAll);
    const names = (text: string) => over.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.name).sort();
    expect(names('Jane Doe\nWind Technician\nSkills: PostgreSQL, wind turbine maintenance\nExperience\nWind Technician, Acme Wind, 2019 - present')).toEqual(['PostgreSQL', 'maintain wind turbines']);
    // (This taxonomy's made-up URIs are no ESCO skill's, so what a CV does not name, it does not list here.)
    expect(names('Curriculum Vitae\nJane Doe\nSkills: PostgreSQL\nExperience\nWind Technician, Acme Wind, 2019 - present')).toEqual(['PostgreSQL']);
    // Further down, the same words are read.
    expect(names('Jane Smith\nExperience\nEnergy modeller, Acme, 2019 - present\n- Building simulations in DOE-2')).toContain('DOE-2');
  });
});

describe('clip', () => {
  it('keeps a short text, cuts a long one at a word end with an ellipsis, never inside a surrogate pair', () => {
    expect(clip('maintain wind turbines', 300)).toBe('maintain wind turbines');
    const long = `${'turbine '.repeat(50)}end`;
    const cut = clip(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut).toMatch(/turbine…$/);
    const emoji = `${'x'.repeat(98)}😀😀`;
    const clipped = clip(emoji, 100);
    expect(clipped).toBe(`${'x'.repeat(98)}…`);
    expect(JSON.stringify(clipped)).not.toMatch(/\\ud83d/i);
  });
});

describe('jobs told where no heading said so', () => {
  const sectionsOf = (text: string) => {
    const lines = sectionLines(text);
    return withJobsAsExperience(lines, profileFacts(lines, new Date('2026-11-15')).entries).map((l) => l.section);
  };

  it('reads the lines from a job\'s own line to the next heading as experience', () => {
    // A tradesperson's CV told a sentence a job under their name: it was all its header.
    const text = 'JARRAH McINTYRE - Licensed Electrician\n12+ yrs on the tools.\n\nJET CHARGE\nStarted aug 2020 as an EV charger installer doing home wallboxes. Made Lead Installer march 2023, still there.\n\nBRIGHT SPARKS ELECTRICAL\n4 yr apprenticeship mar 2014 - mar 2018, stayed on as a sparky til jun 2019.\n\nTICKETS\nWhite card, working at heights';
    expect(sectionsOf(text)).toEqual(['header', 'header', 'header', 'experience', 'experience', 'experience', 'certifications']);
  });

  it('finds a job\'s line as written when the reading took a picture off it', () => {
    expect(sectionsOf('Tom Price\n☀️ Lead O&M Technician - Caprock Renewable Services 2017 - now\ninstalled and commissioned inverters, supervised 3 techs')).toEqual(['other', 'experience', 'experience']);
  });

  it('leaves a CV with its headings, and the header above its first job, as they were', () => {
    expect(sectionsOf('Jane Doe\nWind Technician\n\nEXPERIENCE\nWind Technician, Vento Ltd, 2019 - present\n- Maintained turbines')).toEqual(['header', 'header', 'experience', 'experience']);
    // (Awards under a heading of their own stay what they are.)
    expect(sectionsOf('EXPERIENCE\nEngineer, Acme, 2019 - present\n\nAWARDS\nEngineer of the year, 2021 - 2022')).toEqual(['experience', 'other']);
  });
});

