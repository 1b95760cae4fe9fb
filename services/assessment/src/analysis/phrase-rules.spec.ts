import { describe, expect, it } from '@jest/globals';
import { PHRASE_RULES, verbalised } from './phrase-rules.js';

/** The concepts the curated phrases read out of one line. */
const conceptsOf = (line: string) => [...new Set(PHRASE_RULES.filter(([pattern]) => new RegExp(pattern.source, pattern.flags).test(line)).map(([, label]) => label))];

describe('curated phrases for what people do with people and reports', () => {
  it.each([
    ['Led a crew of five linesmen on storm restoration', 'lead a team'],
    ['Commanded a platoon of 30 during two deployments', 'lead a team'],
    ['Team leadership, stakeholder management, budgeting', 'lead a team'],
    ['Team leadership, stakeholder management, budgeting', 'manage budgets'],
    ['Owned the £2.4m annual O&M budget', 'manage budgets'],
    ['Leadership of the commissioning team through energisation', 'lead a team'],
    ['Supervise two apprentices and sign off their work', 'supervise work'],
    ['Supervised subcontractors on the cable pull', 'supervise work'],
    ['Coached three new control room operators to authorisation', 'coach employees'],
    ['Trained new starters on lock-out procedures', 'train employees'],
    ['Wrote the inspection reports for each turbine', 'write technical reports'],
    ['Presented the findings to the asset owner every quarter', 'present reports'],
    ['Kept the shift log and handed over to the next crew', 'maintain logbooks'],
    ['Filled in daily site reports and progress records', 'keep records of work progress'],
    ['Explained the new heat pump controls to the homeowner', 'communicate with customers'],
    ['Built day-ahead load forecasts in Python', 'carry out statistical forecasts'],
    ['Cable sizing and voltage drop checks for LV feeders', 'make electrical calculations'],
    ['Drafted the functional specifications for the SCADA upgrade', 'write specifications'],
    ['Prepared technical specifications for procurement of transformers', 'draft procurement technical specifications'],
    ['Mapped cable routes in QGIS', 'geographic information systems'],
    ['Negotiated wayleaves with farmers along the route', 'negotiate with property owners'],
    ['Managed the O&M and warranty contracts for 12 sites', 'manage contracts'],
    ['Maintained the integrated project schedule in Primavera P6', 'develop project schedule'],
    ['Supervised the 3 night-shift operators', 'supervise work'],
    ['Trained 5 apprentices in cable termination', 'train employees'],
    ['Train and sign off new site technicians', 'train employees'],
    ['Ran confined space training for the crews', 'train employees'],
    ['Interviewed and hired six field engineers', 'recruit employees'],
    ['Recruited new starters for the commissioning team', 'recruit employees'],
    ['Gave the toolbox talk before each lift', 'communicate health and safety measures'],
    ['Held pre-start briefings with the scaffolders', 'communicate health and safety measures'],
    ['Reported availability and costs to the regional director each month', 'write work-related reports'],
    ['Wrote quarterly performance reports for the fund', 'write work-related reports'],
    ['Presented the annual budget to the steering committee', 'present reports'],
    ['Wrote the root cause reports after each trip', 'write technical reports'],
    ['Write and test firmware for the inverter controller', 'program firmware'],
    ['Developed the charger firmware in C', 'program firmware'],
    ['Firmware development for smart meters', 'program firmware'],
    ['Owned the BMS firmware from prototype to release', 'program firmware'],
    ['Embedded C and C++ on ARM Cortex-M', 'embedded systems'],
    ['Cell balancing on STM32 microcontrollers under FreeRTOS', 'embedded systems'],
  ])('"%s" evidences %s', (line, label) => {
    expect(conceptsOf(line)).toContain(label);
  });

  it.each([
    ['Took the coach to the training centre', 'coach employees'],
    ['Attended training on new switchgear', 'train employees'],
    ['Replaced GIS bays at a 132 kV substation', 'geographic information systems'],
    ['Worked within a team of 4 on the upgrade', 'lead a team'],
    ['Thought leadership articles on grid flexibility', 'lead a team'],
    ['Delivered the retrofit within budget', 'manage budgets'],
    ['Reviewed contractor drawings', 'manage contracts'],
    ['Reporting directly to the Head of Operations', 'write work-related reports'],
    ['Reports to the plant manager', 'write work-related reports'],
    ['Trained as an electrician with Acme Power', 'train employees'],
    ['Hired plant from three suppliers', 'recruit employees'],
    ['Presented at the 2024 offshore wind conference', 'present reports'],
    ['Pushed firmware updates to 400 chargers', 'program firmware'],
    ['Logged the firmware version of each meter', 'program firmware'],
    ['The chargers run our own firmware', 'program firmware'],
    ['Developed the test rig for firmware releases', 'program firmware'],
    ['Generated code from Simulink with Embedded Coder', 'embedded systems'],
    ['Safety is embedded in everything the crew does', 'embedded systems'],
  ])('"%s" does not evidence %s', (line, label) => {
    expect(conceptsOf(line)).not.toContain(label);
  });
});

describe('actions said as nouns (verbalised)', () => {
  it('says "<action noun> of [the]" as the verb, so the curated phrases read it', () => {
    const line = 'Supervision of site technicians; preparation of the monthly performance reports';
    const verbs = verbalised(line)!;
    expect(verbs.text).toBe('Supervised site technicians; prepared monthly performance reports');
    expect(conceptsOf(verbs.text)).toEqual(expect.arrayContaining(['supervise work', 'write work-related reports']));
    expect(conceptsOf(line)).not.toContain('supervise work');
  });

  it('maps a position in the rewritten line back to the line: the verb onto its noun, the rest shifted', () => {
    const line = '- Management of subcontractors and HSE audits';
    const verbs = verbalised(line)!;
    expect(verbs.text).toBe('- Managed subcontractors and HSE audits');
    const at = (word: string) => verbs.toLine(verbs.text.indexOf(word));
    expect(line.slice(at('Managed'), at('Managed') + 'Management'.length)).toBe('Management');
    expect(at('subcontractors')).toBe(line.indexOf('subcontractors'));
    expect(verbs.toLine(verbs.text.length)).toBe(line.length);
  });

  it('leaves a line without one alone', () => {
    expect(verbalised('Head of Operations, Northern Solar Farms')).toBeNull();
  });
});

// As tradespeople type them (the informal dev CVs 137–150 showed each): licences, tickets, crews and apprentices.
describe("curated phrases in a trade's own words", () => {
  it.each([
    ['manual car licence', 'drive vehicles'],
    ['Full B + C truck licence', 'drive vehicles'],
    ['C class licence + trailer', 'drive vehicles'],
    ['full drivin licence + own van', 'drive vehicles'],
    ['train the new guys on the DC units', 'train employees'],
    ['trained every new hire on site since 2022 (11 so far)', 'train employees'],
    ['I look after the 2 apprentices on the crew, showing them the climbing', 'train employees'],
    ['i look after 3 install crews (9 sparkies + 2 apprentices)', 'supervise work'],
    ['run a squad of 4 fitters and 2 apprentices', 'lead a team'],
    ['EWP yellow card (boom under 11m)', 'operate aerial work platforms'],
    ['white card (construction induction)', 'follow health and safety procedures in construction'],
    ['OSHA 30', 'health and safety in the workplace'],
    ['work to AS/NZS 3000 wiring rules every day', 'comply with electrical safety regulations'],
    ['18th Ed, C&G 2391', 'comply with electrical safety regulations'],
    ['swap out IGBT stacks, fans, fuses', 'replace defect components'],
    ['replace failed battery modules and fuses', 'replace defect components'],
    ['doing the rota for the out of hours callouts', 'schedule shifts'],
    ['I do the planned maintenance on the switchgear', 'maintain electrical equipment'],
    ['Maintenance and repair of 6.6 kV / 415 V switchgear, motors', 'maintain electrical equipment'],
    ['deal with the customers on site', 'communicate with customers'],
    ['show customers how to use the controls', 'communicate with customers'],
    ['out 3 weeks restoring lines after the storm', 'respond to electrical power contingencies'],
    ['I write switching programmes, isolate and earth equipment', 'ensure safety in electrical power operations'],
    ['switching + LOTO on the 34.5kV collection system', 'ensure safety in electrical power operations'],
    ["Training the apprentice through his SOLAS phases", 'train employees'],
    ['train up the apprentice jointers, 3 through so far', 'train employees'],
    ['show the new trainee operators there rounds', 'train employees'],
    ["I've run a helper every season and taught three of them to weld", 'train employees'],
    ['full uk licence + c1', 'drive vehicles'],
    ['Tickets - HR truck licence, forklift (LF)', 'manoeuvre heavy trucks'],
    ['run my own jointing gang, me, a mate and a labourer', 'lead a team'],
    ['I lead 2 fitters during commissioning period', 'lead a team'],
    ['do IR scans of the modules with the FLIR camera', 'create infrared imagery'],
    ['fly the thermal drone over the blocks every quarter', 'create infrared imagery'],
    ['pressure test of each section and checking for leaks', 'test pipeline infrastructure operations'],
    ['flushing and filling of the network before start', 'clear pipelines'],
  ])('"%s" evidences %s', (line, label) => {
    expect(conceptsOf(line)).toContain(label);
  });

  it.each([
    ['I hold a licence to practise', 'drive vehicles'],
    ['A grade electrical licence NSW', 'drive vehicles'],
    ['OSHA 10 Construction', 'health and safety in the workplace'],
    ['ran the project to budget', 'lead a team'],
    ['look after the customer accounts', 'supervise work'],
    ['swapped shifts with a colleague', 'replace defect components'],
    ['maintenance of the site records', 'maintain electrical equipment'],
    ['showed the customer the new controls', 'train employees'],
    ['full electrical licence', 'drive vehicles'],
    ['the project lead on three projects', 'lead a team'],
    ['tested the thermal store', 'create infrared imagery'],
    // (What a review of these rules found them reading wrongly.)
    ['Ran 400m of cable through a section of 33kV line', 'lead a team'],
    ['A licence holder since 2010', 'drive vehicles'],
    ['Grade A licence', 'drive vehicles'],
    ['Full licence', 'drive vehicles'],
    ['Swapped over to nights in 2019', 'replace defect components'],
    ['Gearbox oil flush and fill', 'clear pipelines'],
    ['Maintenance of records for the switchgear', 'maintain electrical equipment'],
    ['OSHA 30 hr Construction', 'health and safety in the workplace'],
  ])('"%s" does not evidence %s', (line, label) => {
    expect(conceptsOf(line)).not.toContain(label);
  });
});
