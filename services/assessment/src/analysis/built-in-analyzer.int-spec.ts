import { beforeAll, describe, expect, it } from '@jest/globals';
import { createBuiltInAnalyzer, isEscoUri } from './built-in-analyzer.js';
import { ANALYSIS_SKILLS_MAX, EVIDENCE_MAX_CHARS, type SkillAnalyzer } from './skill-analyzer.js';

describe('built-in analyzer over the shipped taxonomy', () => {
  let analyzer: SkillAnalyzer;
  beforeAll(async () => {
    analyzer = await createBuiltInAnalyzer();
  });

  it('finds energy skills with ESCO URIs and O*NET tools without one', () => {
    const text = ['Experience', '- Mount PV modules on racking and install string inverters', '- Preventive maintenance of wind turbines', 'Skills', 'AutoCAD, Python'].join('\n');
    const result = analyzer.analyze(text);
    const names = result.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['mount photovoltaic panels', 'maintain wind turbines', 'Python (computer programming)']));
    // Ranked most confident first, with a confidence each; the ranking reaches below the threshold too.
    expect(result.skills.map((s) => s.confidence)).toEqual([...result.skills.map((s) => s.confidence)].sort((a, b) => b - a));
    expect(analyzer.candidates(text, 10).map((s) => s.name)).toContain('install inverter');
    expect(result.skills.filter((s) => isEscoUri(s.escoUri)).every((s) => /^http:\/\/data\.europa\.eu\/esco\/skill\/[0-9a-f-]{36}$/.test(s.escoUri))).toBe(true);
  });

  it('lists at most ANALYSIS_SKILLS_MAX skills, the most confident, each with at most EVIDENCE_MAX_CHARS of its line', async () => {
    // A "CV" that is the taxonomy itself, one skill label a line, and one endless line of them.
    const { readTaxonomyFile } = await import('@ecp/reference-data');
    const labels = (await readTaxonomyFile()).concepts.filter((c) => c.kind === 'skill').slice(0, 3000).map((c) => c.label);
    const text = ['Skills', ...labels, `Also: ${labels.slice(0, 400).join(', ')} 😀`].join('\n');
    const { skills } = analyzer.analyze(text);
    expect(skills).toHaveLength(ANALYSIS_SKILLS_MAX);
    expect(skills.map((s) => s.confidence)).toEqual([...skills.map((s) => s.confidence)].sort((a, b) => b - a));
    expect(Math.max(...skills.map((s) => s.evidence.length))).toBeLessThanOrEqual(EVIDENCE_MAX_CHARS);
    expect(JSON.stringify(skills).length).toBeLessThan(100_000);
  }, 60_000);

  it('reads a short text deeper than a CV line: a sentence reaches the whole taxonomy by meaning', () => {
    // "define software architecture" is no energy occupation's skill: a CV line proposes by meaning only the sector's.
    const sentence = 'Understanding of architecture and design across all systems';
    const alone = analyzer.rankText(sentence);
    const byMeaning = alone.find((c) => c.concept.label === 'define software architecture');
    expect(byMeaning?.evidence.mentions.some((m) => m.semantic !== undefined)).toBe(true);
    expect(alone.slice(0, 5).map((c) => c.concept.label)).toContain('define software architecture');
    expect(alone.length).toBeGreaterThan(30);
    const cv = ['Summary', 'Controls engineer for wind farms.', 'Experience', 'Controls Engineer, Vento Power, 2019 – present', `- ${sentence}`, '- Tuned pitch controllers', 'Skills', 'PLC, SCADA, Python'].join('\n');
    const inCv = analyzer.rankText(cv).find((c) => c.concept.label === 'define software architecture');
    expect(inCv?.evidence.mentions.some((m) => m.semantic !== undefined) ?? false).toBe(false);
  });

  it('reads a software engineer as one: no game engine for source code, no learning platform for an HTML canvas', () => {
    const text = [
      'Priya Raman',
      'Senior Software Engineer',
      'Profile',
      'Full-stack engineer with 8 years building web products. I keep source code readable, commit small changes often and mentor junior developers.',
      'Experience',
      'Senior Software Engineer, GridPulse Ltd, Leeds — 2021 – present',
      '- Built the React and TypeScript front end of a smart-meter dashboard, drawing live charts on an HTML canvas',
      '- Mentored four junior developers through code review and pairing',
      '- Committed to open source: maintain the team’s charting library on GitHub',
      'Software Engineer, Learnly, Manchester — 2017 – 2021',
      '- Wrote unit and end-to-end tests with Jest and Playwright',
      'Skills',
      'TypeScript, JavaScript, React, Node.js, PostgreSQL, Git',
    ].join('\n');
    const result = analyzer.analyze(text);
    const names = result.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['TypeScript', 'mentor individuals']));
    expect(names).not.toEqual(expect.arrayContaining(['Source (digital game creation systems)']));
    expect(names).not.toEqual(expect.arrayContaining(['Canvas (learning management systems)']));
    expect(names).not.toEqual(expect.arrayContaining(['show commitment']));
    expect(result.skills.find((s) => s.name === 'mentor individuals')?.proficiency).not.toBe('expert');
    expect(result.currentPosition).toBe('Senior Software Engineer');
  });

  it("quotes a skill's evidence in whole sentences where a PDF wrapped its lines, and only the sentences that say it", () => {
    const text = [
      'Summary',
      'Offshore wind technician who likes a hard fault. I maintain and repair hydraulic pitch systems and brake units,',
      'including accumulator pre-charge checks. Comfortable leading a 3-person team on a transfer vessel, signing off',
      'permits and keeping the work orders tidy.',
      'Experience',
      'Wind Turbine Technician, Vento Offshore, 2019 – present',
      '- Read electrical schematics to trace faults',
    ].join('\n');
    const evidence = (name: string) => analyzer.analyze(text).skills.find((s) => s.name === name)?.evidence;
    expect(evidence('maintain hydraulic systems')).toBe('I maintain and repair hydraulic pitch systems and brake units, including accumulator pre-charge checks.');
    expect(evidence('lead a team')).toBe('Comfortable leading a 3-person team on a transfer vessel, signing off permits and keeping the work orders tidy.');
    expect(evidence('interpret electrical diagrams')).toBe('- Read electrical schematics to trace faults');
    // Found through an acronym's expansion, a skill is quoted from the sentence that says the acronym.
    const ppe = [
      'Experience',
      'HSE Advisor, Vento Offshore, 2019 – present',
      '- Issued and checked the PPE of every visitor on the wind farm. Kept the protective relay settings',
      'and the equipment registers up to date for the client and the operations team every month.',
    ].join('\n');
    expect(analyzer.candidates(ppe).find((s) => s.name === 'personal protective equipment')?.evidence).toBe('- Issued and checked the PPE of every visitor on the wind farm.');
    // Said in the headline and in the body, a skill is quoted from the body; said only in the headline, by its cell.
    const headline = ['Mark Doe', 'Solar PV Installer | Cork, Ireland | +353 85 555 0199 | mark@example.com', 'Experience', 'Lead Installer, Sunfield Ltd, 2019 – present', '- Install photovoltaic systems on domestic roofs and commission the inverters'].join('\n');
    expect(analyzer.candidates(headline).find((s) => s.name === 'install photovoltaic systems')?.evidence).toBe('- Install photovoltaic systems on domestic roofs and commission the inverters');
    expect(analyzer.candidates(headline).every((s) => !s.evidence.includes('555 0199') && !s.evidence.includes('@'))).toBe(true);
  });

  it("reads no skill from an employer's name on a job's heading line: a power trading firm trades no securities", () => {
    const text = [
      'EXPERIENCE',
      'Energy Market Analyst | Baltic Power Trading S.A. | Warsaw | 03/2020 – present',
      '- Forecast day-ahead electricity prices with Python and regression models',
      '- Prepare weekly market reports for the trading desk',
    ].join('\n');
    const names = analyzer.analyze(text).skills.map((s) => s.name);
    expect(names).toContain('forecast energy prices');
    expect(names).not.toContain('stock market');
    expect(names).not.toContain('trade securities');
  });

  it('reads a tool named by a plain word only as its name: a hydropower scheme is no Scheme programmer', () => {
    const candidates = (text: string) => analyzer.candidates(text).map((s) => s.name);
    const hydro = ['Experience', 'Senior Civil Engineer, Alpwerk Hydro, 2018 – present', '- Designed the headrace tunnel and surge tank of the 480 MW scheme and checked its hydraulic transients', '- Ran the excavation models of the powerhouse cavern'].join('\n');
    expect(candidates(hydro)).not.toContain('Scheme');
    expect(candidates('Skills\nScheme, Haskell, OCaml, Prolog')).toContain('Scheme');
  });

  it('reads a short text as a query when asked: its best matches, ranked, where a CV would list what clears its cut', () => {
    const sentence = 'teamwork';
    expect(analyzer.analyze(sentence).skills.filter((s) => s.escoUri.startsWith('http://data.europa.eu/esco/'))).toEqual([]);
    const asQuery = analyzer.analyze(sentence, { query: true }).skills;
    expect(asQuery[0]?.name).toBe('plan teamwork');
    expect(asQuery.length).toBeLessThanOrEqual(6);
    expect(asQuery.every((s) => s.confidence >= 0.02)).toBe(true);
    // A line of nonsense lists next to nothing even so.
    expect(analyzer.analyze('asdf qwer zxcv', { query: true }).skills).toEqual([]);
  });

  it('lists an O*NET tool for a query only when the text names it, not on one shared word', () => {
    const tools = (text: string) => analyzer.analyze(text, { query: true }).skills.filter((s) => !s.escoUri.startsWith('http://data.europa.eu/esco/')).map((s) => s.name);
    expect(tools('high voltage')).toEqual([]);
    expect(tools('hydrogen electrolysis')).toEqual([]);
    expect(tools('Experience with Python and Django for building REST APIs')).toContain('Django');
    expect(tools('SCADA')).toContain('Supervisory control and data acquisition SCADA software');
  });

  it('lists an O*NET tool in a CV only where it is named, not retrieved on a word it shares', () => {
    const cv = [
      'Summary',
      'Senior product manager for a B2B SaaS analytics suite, owning the roadmap across three workstreams with engineering, design and data science.',
      'Experience',
      'Product Manager, Gridlytics, 2020 – present',
      '- Prioritised the backlog from customer discovery interviews, NPS surveys and funnel data',
      '- Ran ad-hoc analysis in SQL and Looker for the pricing team',
      '- Wrote PRDs and acceptance criteria; presented roadmap updates to the executive team',
      '- Worked alongside engineering, design and go-to-market teams; a technical background but I do not write code',
    ].join('\n');
    const { skills } = analyzer.analyze(cv);
    // "ad-hoc analysis" retrieves the LogiXML Ad-HOC product (scored near the CV's cut: 0.34 against 0.32 by model 8dd25c25e7aa).
    expect(analyzer.candidates(cv).map((s) => s.name)).toContain('LogiXML Ad-HOC');
    expect(skills.map((s) => s.name)).not.toContain('LogiXML Ad-HOC');
    expect(skills.map((s) => s.name)).toContain('SQL');
  });

  it('reads no attitude out of a devotion to something: "commitment to open source" is not meeting commitments', () => {
    const text = [
      'Projects',
      '- Open-source CLI tool for automating PR workflows with 2.5K GitHub stars, demonstrating commitment to open-source contributions and community building',
      '- A passion for renewable energy: built a home solar monitor',
    ].join('\n');
    const names = analyzer.candidates(text).map((s) => s.name);
    expect(names).not.toContain('meet commitments');
    expect(names).not.toContain('show commitment');
    // What the devotion is to is still read.
    expect(names).toEqual(expect.arrayContaining(['renewable energy technologies']));
  });

  it("reads no skill out of what the person wants to do next, across a wrapped paragraph, and reads what they bring", () => {
    const cv = [
      'Summary',
      'Senior wind turbine technician with 9 years of experience maintaining onshore and offshore turbines. Now looking',
      'to move into battery energy storage systems (BESS) commissioning and operations, building on',
      'my electrical, SCADA and safety background.',
      'Experience',
      'Senior Wind Turbine Technician, Vento Offshore, 2019 – present',
      '- Preventive maintenance of Vestas V90 turbines and pitch hydraulics',
    ].join('\n');
    const candidates = analyzer.candidates(cv);
    const said = (name: string) => candidates.find((s) => s.name === name)?.evidence ?? '';
    expect(said('energy storage systems')).not.toMatch(/battery energy storage/);
    expect(analyzer.analyze(cv).skills.map((s) => s.name)).toContain('maintain wind turbines');
    // The clause a participle opens after the ambition is a claim again: "building on my … SCADA … background".
    expect(said('Supervisory control and data acquisition SCADA software')).toMatch(/SCADA and safety background/);
    expect(analyzer.analyze(cv).skills.map((s) => s.name)).not.toContain('energy storage systems');
    // An acronym's expansion at the ambition's end is blanked with it.
    expect(analyzer.candidates('Summary\nNow looking to move into BESS.').map((s) => s.name)).not.toContain('energy storage systems');
    // Said of a noun, not of the person, it is a claim: the programme cut downtime through predictive maintenance.
    const programme = 'Experience\nReliability Engineer, Vento, 2019 - present\n- Led a reliability programme aiming to cut downtime through predictive maintenance and SCADA alarm analysis';
    expect(analyzer.candidates(programme).map((s) => s.name)).toContain('predictive maintenance');
    const graduate = 'Summary\nGraduate electrical engineer. Interested in power system modelling and grid planning. Seeking a role in grid connections.';
    expect(analyzer.analyze(graduate).skills.map((s) => s.name)).not.toContain('model electrical system');
  });

  it('puts a typed skill\'s misspelt words right before it ranks the taxonomy ("Did you mean"), never a longer text\'s', () => {
    const top = (text: string) => analyzer.candidates(text, 5).filter((s) => isEscoUri(s.escoUri)).map((s) => s.name);
    // A letter left out is a likelier slip than one changed: battery, not bakery.
    expect(top('batery').join(' ')).toMatch(/batter/);
    expect(top('batery').join(' ')).not.toMatch(/bakery/);
    expect(top('hydrualic systems')[0]).toBe('maintain hydraulic systems');
    expect(top('comissioning')[0]).toBe('project commissioning');
    // A job ad's sentence or a CV is read as written.
    const sentence = 'Experience with batery management systems and hydrualic circuits on offshore platforms required';
    expect(analyzer.candidates(sentence).every((s) => !/hydraulic/.test(s.name))).toBe(true);
  });

  it('reads one or two letters as a language only where the CV lists it: "production ML systems" is machine learning', () => {
    const prose = ['Experience', 'ML Engineer, Voltwise, 2021 – present', '- Own the end-to-end lifecycle of production ML systems: data pipelines, model training and serving', '- Strong Python and SQL'].join('\n');
    const names = analyzer.analyze(prose).skills.map((s) => s.name);
    expect(names).not.toContain('ML (computer programming)');
    expect(names).toContain('Python (computer programming)');
    expect(analyzer.analyze('Skills\nStandard ML, OCaml, Haskell, Python, R').skills.map((s) => s.name)).toContain('R');
    // A language said beside others is the language, however the list is written.
    for (const skills of ['Python, R programming, SQL, Tableau', 'Python - R - SQL - Tableau', 'Data analysis in Python and R, SQL, Tableau']) {
      expect(analyzer.analyze(`Skills\n${skills}`).skills.map((s) => s.name)).toContain('R');
    }
    expect(analyzer.analyze('Skills\nStandard ML, OCaml, Haskell, Python, R').skills.map((s) => s.name)).toContain('ML (computer programming)');
    // Nor is a title's "C&I" (control and instrumentation) the C language, however sure the ranker is of it.
    const title = ['CAREER OVERVIEW', 'Dates | Position | Employer', 'Aug 2019 – present | Senior C&I Technician | Northcape Nuclear Services', 'Sep 2014 – Jul 2019 | C&I Technician | Northcape Nuclear Services', 'SENIOR C&I TECHNICIAN', '- Calibrate and fault-find the plant instrumentation'].join('\n');
    expect(analyzer.analyze(title).skills.map((s) => s.name)).not.toContain('C');
    // "C#" is no letters: said in prose it is the language (a job ad's "Experience with Java C# or other backend language").
    expect(analyzer.analyze('Experience with Java C# or other backend language', { query: true }).skills.map((s) => s.name)).toContain('C#');
  });
});
