import { describe, expect, it } from '@jest/globals';
import { MAX_LINE_CHARS, sectionLines, type SectionKind } from './sections.js';

const sectionUnder = (heading: string): SectionKind | undefined => sectionLines(`Jo Bloggs\n${heading}\nsome line`).at(-1)?.section;

describe('CV sections', () => {
  it.each<[string, SectionKind]>([
    ['Professional Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Employment summary:', 'experience'],
    ['Military service', 'experience'],
    ['CONTRACT HISTORY', 'experience'],
    ['Permanent employment', 'experience'],
    ['Selected consulting engagements', 'experience'],
    ['Appointments', 'experience'],
    ['Other experience', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['W O R K   H I S T O R Y', 'experience'],
    ['WORK EXPERIENCE (SELECTED)', 'experience'],
    ['college', 'education'],
    ['Career summary', 'summary'],
    ['Personal Profile', 'summary'],
    ['Education & Qualifications', 'education'],
    ['Academic qualifications', 'education'],
    ['Areas of Expertise', 'skills'],
    ['Key skills and competencies', 'skills'],
    ['IT skills', 'skills'],
    ['Tools & Technologies', 'skills'],
    ['Tickets', 'certifications'],
    ['TICKETS & TRAINING', 'certifications'],
    ['Licences and tickets', 'certifications'],
    ['Accreditations', 'certifications'],
    ['Professional development', 'certifications'],
    ['Certifications + qualifications', 'certifications'],
    ['Key achievements', 'other'],
    ['Professional memberships', 'other'],
  ])('reads %s as a heading of %s', (heading, kind) => {
    expect(sectionUnder(heading)).toBe(kind);
  });

  it('leaves lines that only contain a heading word in the section they are in', () => {
    const lines = sectionLines('Experience\nService engineer, Acme Wind\n- Work planning and permits\nSkills in SCADA');
    expect(lines.map((l) => l.section)).toEqual(['experience', 'experience', 'experience']);
    expect(lines).toHaveLength(3);
  });

  it("reads a lower-case heading word that ends a PDF's wrapped sentence as text", () => {
    const lines = sectionLines('Experience\nElectrician, Fallon Electrical\nDomestic and commercial installs, heat pump and solar PV wiring, testing and\ncertification\nApprentice Electrician, Fallon Electrical');
    expect(lines.map((l) => l.section)).toEqual(['experience', 'experience', 'experience', 'experience']);
    expect(sectionLines('Jo Bloggs\nabout me\nreliable.\nwork\nElectrical Apprentice, Hartwell Ltd').at(-1)?.section).toBe('experience');
  });

  it('keeps a short sentence that ends in "experience" as text', () => {
    expect(sectionLines('Hands-on Java development experience').map((l) => l.text)).toEqual(['Hands-on Java development experience']);
    expect(sectionUnder('Skills and experience')).not.toBe('experience');
  });

  it('reads a list heading and its items on one line as a line of that section, wherever it stands', () => {
    const lines = sectionLines('Jane Doe\nWind Technician\nSkills: Python, Docker, SCADA\nLanguages: English, Polish\nExperience\nTechnician, Acme Wind\nTools: SAP, Maximo\nResult: 98 % availability');
    expect(lines.map((l) => l.section)).toEqual(['header', 'header', 'skills', 'languages', 'experience', 'skills', 'experience']);
  });

  it('calls a text without any heading body text, not a header', () => {
    expect(sectionLines('Commissioned battery storage systems.').map((l) => l.section)).toEqual(['other']);
  });

  it('reads an overlong line in pieces of at most MAX_LINE_CHARS, cut after a sentence where one ends', () => {
    const sentence = 'Maintained the pitch hydraulics of forty turbines on the Vento offshore array. ';
    const paragraph = sentence.repeat(40).trim();
    const lines = sectionLines(`Experience\n${paragraph}\nSkills\nSCADA`);
    const pieces = lines.filter((l) => l.section === 'experience');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((l) => l.text.length <= MAX_LINE_CHARS && l.text.endsWith('array.'))).toBe(true);
    expect(pieces.map((l) => l.text).join(' ')).toBe(paragraph);
    expect(lines.map((l) => l.at)).toEqual(lines.map((_, i) => i));
    // A run with no word end in it is cut where it must be; spaces alone leave nothing.
    expect(sectionLines(`Experience\n${'x'.repeat(3_000)}`).map((l) => l.text.length)).toEqual([1_200, 1_200, 600]);
    expect(sectionLines(`a${' '.repeat(50_000)}b`).map((l) => l.text)).toEqual(['a', 'b']);
  });

  it('knows the usual headings of CVs written in German, French, Spanish and other languages, and a heading in two', () => {
    const kinds = (text: string) => sectionLines(text).map((l) => l.section);
    expect(kinds('Berufserfahrung\nseit 2022 Netzplanerin\nSchulbildung\n2002 – 2008 Realschule\nKenntnisse\nSAP PM\nSprachen\nDeutsch')).toEqual(['experience', 'education', 'skills', 'languages']);
    expect(kinds('Expérience professionnelle\nTechnicien\nFormation\nBTS')).toEqual(['experience', 'education']);
    expect(kinds('Experiencia laboral\nCompradora\nFormación académica\nTécnico Superior')).toEqual(['experience', 'education']);
    expect(kinds('Formación\nGrado\nExperiencia\nIngeniero\nFormation\nMaster\nExpérience\nTechnicien\nWerdegang\nTechniker')).toEqual(['education', 'experience', 'education', 'experience', 'experience']);
    expect(kinds('WORK EXPERIENCE / EXPÉRIENCE PROFESSIONNELLE\nSenior Technician\nEducation | Formation\nBTS')).toEqual(['experience', 'education']);
    // Two headings of different sections are no heading.
    expect(kinds('Skills\nSCADA\nExperience / Education\nx')).toEqual(['skills', 'skills', 'skills']);
  });

  it('reads section names joined into one heading as the first one\'s section, unless work experience is joined with another', () => {
    const kinds = (text: string) => sectionLines(text).map((l) => l.section);
    expect(kinds('Experience\nOperator, 2019 – present\nEDUCATION & TICKETS\nDiploma, 2006 – 2008')).toEqual(['experience', 'education']);
    expect(kinds('Experience\nx\nEducation, Training and Certification\nBSc\nLicences / Tickets\nCSCS')).toEqual(['experience', 'education', 'certifications']);
    expect(kinds('Skills\nSCADA\nWork Experience & Education\nx')).toEqual(['skills', 'skills', 'skills']);
    expect(kinds('Experience\nx\nSKILLS & CERTIFICATIONS\nGWO BST, 2012 – 2016\nAwards & Certifications\nPRINCE2')).toEqual(['experience', 'skills', 'other']);
    expect(kinds('Key Skills\nSCADA\nWork History/Experience\nEngineer, 2019 – present')).toEqual(['skills', 'experience']);
  });

  it('knows more ways CVs name their sections: an aside after the heading, a profile summary, educational background, eligibility and seminars', () => {
    const kinds = (text: string) => sectionLines(text).map((l) => l.section);
    expect(kinds('PROFILE SUMMARY\nx\nPROFESSIONAL EXPERIENCE (in chronological order)\ny\nEDUCATIONAL BACKGROUND\nz')).toEqual(['summary', 'experience', 'education']);
    expect(kinds('Work experience\nx\nELIGIBILITY / LICENSES\nRME\nSEMINARS AND TRAININGS ATTENDED\nBOSH')).toEqual(['experience', 'certifications', 'certifications']);
    // (An academic career's "Wissenschaftlicher Werdegang" lists posts as well as degrees: no heading of education.)
    expect(kinds('BERUFSERFAHRUNG / PROFESSIONAL EXPERIENCE\nx\nWISSENSCHAFTLICHER WERDEGANG / ACADEMIC BACKGROUND\nPromotion\nWEITERBILDUNG / TRAINING\nHAZOP')).toEqual(['experience', 'experience', 'experience', 'education']);
    expect(kinds('Experience\nx\nTraining (GWO, HV, Working at Height)\ny')).toEqual(['experience', 'experience', 'experience']);
  });

  it('reads a heading in a language no list knows, glossed in one it does, and a heading after an emoji', () => {
    const kinds = (text: string) => sectionLines(text).map((l) => l.section);
    expect(kinds('RINGKASAN / SUMMARY\nx\nPENGALAMAN KERJA / WORK EXPERIENCE\ny\nPENDIDIKAN / EDUCATION\nz')).toEqual(['summary', 'experience', 'education']);
    expect(kinds('경력 사항 (Work Experience)\nx\n학력 사항 (Education)\ny')).toEqual(['experience', 'education']);
    // (A title of two parts is no heading: "SITE MANAGER / HSE LEAD".)
    expect(kinds('EXPERIENCE\nx\nSITE MANAGER / HSE LEAD\ny')).toEqual(['experience', 'experience', 'experience']);
    expect(kinds('🎯 PROFESSIONAL SUMMARY\nx\n\n💼 PROFESSIONAL EXPERIENCE\ny\n\n🏆 Key Achievements\n- z\n\n🎓 EDUCATION\nw')).toEqual(['summary', 'experience', 'experience', 'experience', 'education']);
    // (A bullet's tick is no emoji: "✔ Training" is a line of the list it is in.)
    expect(kinds('SKILLS\n✔ Training\n✔ Safety')).toEqual(['skills', 'skills']);
    // (Nor a title of two parts in capitals, nor a job's own list after an emoji.)
    expect(kinds('EXPERIENCE\nx\nSOFTWARE / FIRMWARE ENGINEER\ny\nKEY CLIENTS / PROJECTS\nz')).toEqual(['experience', 'experience', 'experience', 'experience', 'experience']);
    expect(kinds('Experience\nx\n\n📌 Key Projects\ny\n🔧 Training\nz')).toEqual(['experience', 'experience', 'experience', 'experience', 'experience']);
    expect(kinds('DISPATCH HISTORY\nx\nAPPRENTICESHIP\ny\nPRESENT EMPLOYER\nz\nPREVIOUS EMPLOYERS\nw')).toEqual(['experience', 'experience', 'experience', 'experience']);
    // ("Apprenticeship" inside education is a qualification's line.)
    expect(kinds('EDUCATION\nBSc\nApprenticeship\nNVQ Level 3')).toEqual(['education', 'education', 'education']);
    // A heading run into its first line, as a job site's text box keeps it; not a title's capitals ("LNG Operator").
    expect(sectionLines('PROFILE Chartered engineer.\nEXPERIENCE Northvale Power Networks (2019 - present) Engineer\nEDUCATION MEng, 2012').map((l) => [l.section, l.text])).toEqual([
      ['summary', 'Chartered engineer.'],
      ['experience', 'Northvale Power Networks (2019 - present) Engineer'],
      ['education', 'MEng, 2012'],
    ]);
    expect(kinds('EXPERIENCE\nx\nLNG Operator, Gladstone\nHV Jointer')).toEqual(['experience', 'experience', 'experience']);
    // Tickets as typed: "tix".
    expect(kinds('what ive done\nx\n\ntix\nfirst aid (red cross, 2025)')).toEqual(['experience', 'certifications']);
  });

  it('reads a chat pasted as a phone exports it, without its time stamps and senders', () => {
    expect(sectionLines('16/11/2026, 19:44 - Dan Hartley: Right now I\'m Depot Charging Technician\n[14/11/2026, 21:05] Dave Kerr: started with SSE').map((l) => l.text)).toEqual(["Right now I'm Depot Charging Technician", 'started with SSE']);
  });
});

