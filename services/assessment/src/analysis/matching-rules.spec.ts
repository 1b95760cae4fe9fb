import { describe, expect, it } from '@jest/globals';
import { analyzerOver } from '../../test/stage-one-analyzer.js';
import type { TaxonomyConcept } from './taxonomy.js';

const concept = (uri: string, label: string, altLabels: string[] = [], kind: 'skill' | 'knowledge' = 'skill'): TaxonomyConcept => ({ uri, label, altLabels, kind });
// A small taxonomy shaped like ESCO: skills start with verbs ("maintain" three times makes it a verb).
const taxonomy = [
  concept('esco:maint-elec', 'maintain electrical equipment'),
  concept('esco:maint-hyd', 'maintain hydraulic systems'),
  concept('esco:maint-brake', 'maintain braking system'),
  concept('esco:maint-power', 'maintain power plants'),
  concept('esco:monitor-util', 'monitor utility equipment'),
  concept('esco:monitor-gen', 'monitor electric generators'),
  concept('esco:monitor-x', 'monitor water quality'),
  concept('esco:calc', 'make electrical calculations'),
  concept('esco:permits', 'apply for work permits'),
  concept('esco:hydraulics', 'hydraulics', [], 'knowledge'),
  concept('esco:solar', 'solar energy', [], 'knowledge'),
  concept('esco:elec-eng', 'electrical engineering', [], 'knowledge'),
  concept('esco:control-eng', 'control engineering', [], 'knowledge'),
  concept('esco:bend', 'bend wire', ['wire bending']),
  concept('esco:panel', 'wire control panel'),
  concept('esco:assess-proc', 'think critically', ['assess processes']),
  concept('esco:records', 'maintain records of maintenance interventions'),
  concept('esco:work-records', 'maintain professional records', ['maintain records of work', 'keep maintenance records']),
  concept('esco:feas', 'execute feasibility study'),
  concept('esco:feas-h2', 'execute feasibility study on hydrogen'),
  concept('esco:bms', 'building automation', ['BMS'], 'knowledge'),
  concept('esco:english', 'English', [], 'knowledge'),
  concept('esco:dutch', 'Dutch', [], 'knowledge'),
  concept('esco:wind', 'install onshore wind energy systems'),
  concept('esco:schedule', 'develop project schedule'),
  concept('esco:develop-a', 'develop software'),
  concept('esco:develop-b', 'develop budgets'),
  concept('esco:install-a', 'install cables'),
  concept('esco:install-b', 'install meters'),
  concept('esco:assess-a', 'assess risks'),
  concept('esco:assess-b', 'assess damage'),
  concept('esco:assess-c', 'assess soil'),
  concept('esco:source-engine', 'Source (digital game creation systems)', [], 'knowledge'),
  concept('esco:splice', 'splice cable'),
  concept('esco:power-safety', 'electrical power safety regulations', [], 'knowledge'),
];
const analyzer = analyzerOver(taxonomy);
const uris = (text: string) => analyzer.analyze(text, { now: new Date('2026-11-01') }).skills.map((s) => s.escoUri).sort();

describe('what a line may evidence', () => {
  it('reads no label out of job titles or the header', () => {
    expect(uris('Jane Doe\nElectrical Engineering Graduate\nExperience\nSolar Energy Consultant, Helios Ltd | 2019 - Present\n- Electrical maintenance on motors')).toEqual(['esco:maint-elec']);
  });

  it("reads a qualification's subject and a dissertation's topic as knowledge they evidence", () => {
    expect(uris('Education\nHNC Electrical Engineering - Inverness College (2017)\nDissertation: solar energy in Scotland')).toEqual(['esco:elec-eng', 'esco:solar']);
  });

  it('keeps module lists of a degree', () => {
    expect(uris('Education\nRelevant modules: Control Engineering, Power Electronics, Electrical Machines')).toEqual(['esco:control-eng']);
  });

  it('ignores what the person only helped with, and hobbies', () => {
    expect(uris('Experience\n- Helped with electrical maintenance on motors')).toEqual([]);
    expect(uris('Interests\nHydraulics, solar energy, wind')).toEqual([]);
  });

  it('takes a topic one knows from a list, not from a sentence about the work', () => {
    expect(uris('Skills\nHydraulics, solar energy, SCADA')).toEqual(['esco:hydraulics', 'esco:solar']);
    expect(uris('Experience\n- Designed mounting frames for a solar energy company')).toEqual([]);
  });

  it('drops a topic when a skill found in the CV covers it', () => {
    expect(uris('Skills\nHydraulics | torque tools | cranes\nExperience\n- Maintain hydraulic systems on pitch units')).toEqual(['esco:maint-hyd']);
  });

  it('trusts ambiguous acronym synonyms only in a list', () => {
    expect(uris('Skills\nBMS, SCADA, PLC')).toEqual(['esco:bms']);
    expect(uris('Experience\n- Analysed BMS trends to find waste')).toEqual([]);
  });

  it('reads languages under a languages heading even without "native" or "fluent"', () => {
    expect(uris('Languages\nDutch, English')).toEqual(['esco:dutch', 'esco:english']);
  });

  it('leaves out a language at a beginner level, read in its own list item', () => {
    expect(uris('Languages\nEnglish (native), Dutch (basic)')).toEqual(['esco:english']);
    expect(uris('Languages: English, basic Dutch')).toEqual(['esco:english']);
    expect(uris('English – fluent; Dutch – A2')).toEqual(['esco:english']);
    expect(uris('Languages\nDutch (conversational), English (C1)')).toEqual(['esco:dutch', 'esco:english']);
  });
});

describe('how labels match', () => {
  it('reads a product named by a plain word only as that word alone, not inside a longer capitalised name', () => {
    expect(uris('Skills\nSource, Unity, Blender')).toEqual(['esco:source-engine']);
    expect(uris('Ground Source Heat Pump Driller & Installer\nCertifications\nGround Source Heat Pump Association installer training')).toEqual([]);
    expect(uris('Skills\nopen source tools, air source heat pumps')).toEqual([]);
  });

  it('keeps a label within one item of a list and not across "and"', () => {
    expect(uris('Experience\n- Wire DC and AC side, pull wire and bend EMT conduit')).toEqual([]);
    expect(uris('Experience\n- Commercial and industrial wiring, conduit, panels and motor controls')).toEqual([]);
  });

  it('finds a verb apart from its multi-word object in experience, in the object\'s order and not across clauses', () => {
    // "brake and hydraulic systems" are brake systems and hydraulic systems.
    expect(uris('Experience\n- Maintained the ageing brake and hydraulic systems of the fleet')).toEqual(['esco:maint-brake', 'esco:maint-hyd']);
    expect(uris('Experience\n- Installation and commissioning support on a new onshore wind farm')).toContain('esco:wind');
    expect(uris('Experience\n- Installed smart meters for the county council. Later onshore wind energy systems')).not.toContain('esco:wind');
    expect(uris('Interests\n- Installation and commissioning support on a new onshore wind farm')).toEqual([]);
  });

  it('does not read a person noun as the verb: a construction manager does not manage', () => {
    expect(uris('Experience\n- Reported to the braking system manager weekly')).not.toContain('esco:maint-brake');
  });

  it('allows few other words between the words of a label', () => {
    expect(uris('Experience\n- Maintain and repair hydraulic pitch systems and brake units')).toEqual(['esco:maint-hyd']);
  });

  it('leaves out a generic head noun only for a specific object that ends the phrase', () => {
    expect(uris('Experience\n- Electrical maintenance on motors and conveyors')).toEqual(['esco:maint-elec']);
    expect(uris('Experience\n- Monitored utility bills and identified billing errors')).toEqual([]);
    expect(uris('Experience\n- Preventive maintenance on power cables')).toEqual([]);
    // (Transformers are electrical equipment by a curated phrase, not by the label with its head left out.)
    expect(uris('Experience\n- Preventive maintenance on power transformers')).toEqual(['esco:maint-elec']);
  });

  it('lets a light verb go unsaid, but not a verb with its preposition', () => {
    expect(uris('Experience\n- Electrical calculations for cable ratings')).toEqual(['esco:calc']);
    expect(uris('Experience\n- Issued radiation work permits for outage work')).toEqual([]);
  });

  it('does not read a noun compound as a verb and its object', () => {
    expect(uris('Experience\n- Lead environmental impact assessment processes')).toEqual([]);
  });

  it('prefers a curated phrase to a label sharing its words, but a narrower label to the phrase', () => {
    expect(uris('Experience\n- Keep maintenance records in Maximo')).toEqual(['esco:records']);
    expect(uris('Experience\n- Feasibility studies on hydrogen production for industrial clients')).toEqual(['esco:feas-h2']);
  });

  it("reads a curated phrase in the CV's own words where an expansion splits it, and the trade's words for a skill", () => {
    // "HV switching" is read as "HV (high voltage) switching" by the phrase index.
    expect(uris('Experience\n- HV switching on the 11 kV network')).toEqual(['esco:power-safety']);
    expect(uris('Experience\n- LV and HV cable jointing on the distribution network')).toEqual(['esco:splice']);
    expect(uris('Experience\n- Jointed 11kV cables after third-party damage')).toEqual(['esco:splice']);
  });

  it('knows energy names for systems and CV verbs for taxonomy verbs', () => {
    expect(uris('Experience\n- Installation of a new onshore wind farm')).toEqual(['esco:wind']);
    expect(uris('Experience\n- Build and maintain integrated project schedules')).toEqual(['esco:schedule']);
  });
});
