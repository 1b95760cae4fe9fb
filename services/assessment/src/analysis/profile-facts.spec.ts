import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { dateRange, normaliseDates, profileFacts, withoutNotes } from './profile-facts.js';
import { sectionLines } from './sections.js';

const NOW = new Date('2026-11-15T00:00:00Z');
const facts = (text: string) => profileFacts(sectionLines(text), NOW);
/** The range a line's dates give, as [from, to, current] in years (two decimals). */
const years = (text: string) => {
  const r = dateRange(normaliseDates(text), NOW);
  return r && [+r.from.toFixed(2), +r.to.toFixed(2), r.current];
};

describe('profile facts from the experience section', () => {
  it('reads the twenty-first round\'s forms: jobs a sidebar cut off, a start alone, a numbered job list, a dispatch history, side and student roles', () => {
    // Jobs under a two-column CV's last sidebar heading are the experience's again.
    const sidebar = facts('WORK EXPERIENCE\n\nOct 2016 to date\nGas Service Engineer\nShannonside Heating Services Ltd\n• Boilers\n\nLANGUAGES\nEnglish (native)\nIrish (conversational)\n\nSep 2011 – Sep 2016\nPlumbing & Heating Technician\nJ. Hartigan & Sons Ltd\n• Installs');
    expect(sidebar.yearsOfExperience).toBe(15);
    // (A languages list has no such line: a date in it is no job.)
    expect(facts('EXPERIENCE\nEngineer, Acme Ltd, 2019 – present\n\nLANGUAGES\nGerman (B2, Goethe-Institut 2015 – 2016)').yearsOfExperience).toBe(7);
    expect(years('From August 2023')).toEqual([2023.58, 2026.83, true]);
    expect(facts('EMPLOYMENT HISTORY\n\nKaroo Sunfield Energy (Pty) Ltd – Sunfield Solar PV Plant\nSHEQ Manager\nFrom August 2023\n• Accountable for SHEQ').currentPosition).toBe('SHEQ Manager');
    const numbered = facts('CONTRACT HISTORY\n\n1. Coded Pipe Welder – Coastline Trade Hire – client: Calliope H2 Pty Ltd, green hydrogen plant, Gladstone\n   Aug 2025 – Present | 316L stainless piping, GTAW root and cap\n2. Pipefitter – Ironbark Workforce Solutions – compressor station, Surat Basin\n   11/2024 – 06/2025 | Fit-up of headers');
    expect(numbered.currentPosition).toBe('Coded Pipe Welder');
    const dispatches = facts('DISPATCH HISTORY (Local 611 referrals)\nDec 2023 – Present | Sandhill Power Constructors | Crew Foreman | 345 kV gen-tie\n\nAPPRENTICESHIP\nApprentice Lineman – Southwest Line JATC | Jan 2016 – Jun 2019');
    expect(dispatches.currentPosition).toBe('Crew Foreman');
    expect(dispatches.entries).toHaveLength(2);
    // An honorary board seat is no job: the job that ended is the latest.
    expect(facts('EXPERIENCE\n\nAdvisory Board Member (honorary, part-time)\nSuryodaya Rural Solar Foundation (NGO), Pune\t\tMar 2023 – Present\n\nProject Controls Manager\nVindhya Power Projects Ltd., Pune\t\tApr 2020 – Aug 2026').currentPosition).toBe('Project Controls Manager');
    // Full-time studies, and a part-time job during semesters or after school, are no work.
    expect(facts('EXPERIENCE\n04/2018 – 03/2021\nProject Engineer E-Mobility\n\n10/2014 – 03/2018\nStudies: B.Eng. Electrical Engineering, Hochschule Lindenau').yearsOfExperience).toBe(3);
    const student = facts('Experience\n\nEnergy Data Assistant – Kererū Energy Ltd, Christchurch\nPart-time, 16 hrs/week during semester | Mar 2025 – Present\n\nBarista (part-time) – Tūī Street Café, Christchurch\n2021-2023 | Weekend and after-school shifts during Year 12–13');
    expect([student.currentPosition, student.yearsOfExperience]).toEqual(['Energy Data Assistant', 0]);
    // A plant's area after the comma is where the title is held, not the title's.
    expect(facts('Work history\n\nMaintenance Shift Supervisor, Units 1 & 2 Turbine Hall and Reactor Auxiliaries\nAldercoast Nuclear Generation Ltd – Hartmoor B Power Station\nJune 2022 – present').currentPosition).toBe('Maintenance Shift Supervisor');
    // A kind of work after the dash, the firm in a cell of its own.
    expect(facts('PROFESSIONAL EXPERIENCE\nEnergy Analyst – Resource Planning | Front Range Electric Cooperative, Denver, CO | 06/2021 – current').currentPosition).toBe('Energy Analyst – Resource Planning');
  });

  it('reads the twenty-second round\'s forms: a pasted CV\'s run-in headings and run-on titles, a discipline, a bio, a side business', () => {
    const pasted = facts(`Rhiannon Pryce-Evans
PROFILE Chartered electrical engineer with 14 years in distribution network connections.
EXPERIENCE Northvale Power Networks (March 2019 - present) Senior Grid Connections Engineer
Lead a team of six connection designers covering South Wales.
Harwick Electricity Distribution (September 2012 - February 2019) Connections Design Engineer
EDUCATION Cardiff Institute of Technology, MEng Electrical Engineering, 2008 - 2012`);
    expect([pasted.currentPosition, pasted.yearsOfExperience]).toEqual(['Senior Grid Connections Engineer', 14]);
    expect(facts('WORK EXPERIENCE Tamarack Midstream Ltd. (June 2022 - present) Pipeline Integrity Lead Lead a team of 4 integrity specialists and manage the annual integrity budget (about $38M).').currentPosition).toBe('Pipeline Integrity Lead');
    expect(facts('EMPLOYMENT\nManpower Gulf LLC | June 2022 – Till date\nPosition: Sr. QA/QC Inspector (Mechanical)').currentPosition).toBe('Sr. QA/QC Inspector (Mechanical)');
    const bio = facts('Executive Biography\n\nSince 2021, she has served as Chief Operating Officer of Southern Cross Grid Storage, where she runs 1.9 GWh of batteries.\n\nFrom 2010 to 2015 she was Project Director at Tasman Power Engineering.');
    expect(bio.currentPosition).toBe('Chief Operating Officer');
    const side = facts(`Current roles
Founder & Administrator – Solaris Prahova SRL, Ploiești                 Jan 2022 – present
Small family company installing residential rooftop PV (3–20 kWp) and heat pumps; I handle designs and ANRE
documentation during my field breaks, my brother runs daily operations (part-time involvement).

Site Electrical Manager – Sahara Sun EPC Contracting LLC                 Feb 2020 – present
Client: Nafud Solar Power Company`);
    expect(side.currentPosition).toBe('Site Electrical Manager');
  });

  it('keeps ordinary lines ordinary beside the twenty-first round\'s rules (a review\'s cases)', () => {
    // Skills and interests hold certificates and hobbies dated over a job's word: no jobs.
    expect(facts('EXPERIENCE\nEnergy Manager, Acme Ltd, 2015 – present\n\nKEY SKILLS\nAudits\n2012 – 2015\nCertified Energy Manager (CEM), AEE').yearsOfExperience).toBe(11);
    expect(facts('EXPERIENCE\nGrid Control Engineer, Acme Ltd, 2014 – present\n\nINTERESTS\n2005 – Present\nAssistant Scout Leader, 3rd Gosforth Scout Group').yearsOfExperience).toBe(12);
    // "from" at a sentence's end starts no job.
    expect(facts('EXPERIENCE\nControl Room Supervisor, Acme Ltd, 2014 – 2025\n- Acting Shift Leader, from March 2017').entries.filter((e) => e.current)).toHaveLength(0);
    // A client's name after the dash, the agency in its own cell.
    expect(facts('EXPERIENCE\nMechanical Fitter – Balfour Beatty Construction | Morson Group | Mar 2021 – Present').currentPosition).toBe('Mechanical Fitter');
    // An honorary aside in a paid job's title, a studies' field in a title, a part-time job in term time: all work.
    expect(facts('EXPERIENCE\nConsultant Anaesthetist & Honorary Senior Lecturer (honorary post, University of Bristol)\nNorth Bristol NHS Trust | Sep 2014 – Present').yearsOfExperience).toBe(12);
    expect(facts('EXPERIENCE\nSenior Consultant – Power System Studies: load flow, fault level, harmonics | DNV | Jan 2020 – Present').yearsOfExperience).toBe(6);
    expect(facts('EXPERIENCE\nSessional Lecturer (part-time, teaching during semesters) | RMIT University | Feb 2021 – Present\nSenior Protection Engineer | Acme Pty Ltd | Jan 2008 – Jan 2021').currentPosition).toBe('Sessional Lecturer');
    expect(facts('EXPERIENCE\nPlayworker (part-time) – breakfast and after-school shifts | Little Acorns Kids Club | Sep 2021 – Present').yearsOfExperience).toBe(5);
    // Years alone one after the other are one career; a word for today in any Latin script, glossed.
    expect(facts('EXPERIENCE\nOperator (2010 – 2014) – Shift Lead (2015 – Present) | MK Energy Recovery Ltd').yearsOfExperience).toBe(16);
    expect(years('09/2019 – jetzt (present)')).toEqual([2019.67, 2026.83, true]);
  });

  it('keeps ordinary lines ordinary beside the twentieth round\'s rules (a review\'s cases)', () => {
    // A promotion in a bullet is its job's note, whatever its date.
    expect(facts('Experience\nWind Turbine Technician, Vento Ltd, 2014 – 2018\n- Promoted to Senior Technician in 2018\nOperations Lead, Vento Ltd, 2019 – present').yearsOfExperience).toBe(11);
    // A job line dated after "in" or "between" is a job's.
    expect(facts('EXPERIENCE\nElectrical Artificer, Indian Navy, served in 2003 – 2013\nSenior Engineer, Tata Power Ltd, 2014 – present').yearsOfExperience).toBe(22);
    // A month at a sentence's end is no job's start.
    expect(facts('EXPERIENCE\nSenior Engineer, Helios Ltd, 2021 – present\n- Led the team; seconded to the repowering team from May\n2015 – 2021  Performance Engineer, Vento Ltd').yearsOfExperience).toBe(11);
    // A firm after the comma beside a town is the employer.
    expect(facts('EXPERIENCE\nSenior Site Engineer, L&T Construction | Chennai | Mar 2018 – Present').currentPosition).toBe('Senior Site Engineer');
    // A title that holds "Summer Training" is a job.
    expect(facts('EXPERIENCE\nHead of Summer Training, Greenfield Sailing Centre Ltd, 2021 – Present').yearsOfExperience).toBe(5);
    // A firm's old name in an aside is no step of promotions; steps apart by a gap are two jobs.
    expect(facts('EXPERIENCE\nSenior Engineer (2019 – Present) – Helios Grid Ltd (formerly Sunfield Power, 2009 – 2018)').entries[0]).toMatchObject({ current: true });
    expect(facts('EXPERIENCE\nTechnician (2010 – 2014) – Senior Technician (2017 – Present), Vento Ltd').yearsOfExperience).toBe(13);
    // A title after the dash is no word for today: "(current)" closes the range only after a foreign word of another script.
    expect(normaliseDates('2019 – Site Manager, Helios Solar Ltd (current)')).toBe('2019 – Site Manager, Helios Solar Ltd (current)');
    expect(normaliseDates('2019.03 ~ 현재 (Present)')).toBe('03/2019 – Present');
  });

  it('reads the twentieth round\'s forms: words for today in more languages, a promotion dated by its year alone, a contract type after the title', () => {
    expect(years('fev/2022 – até o momento')).toEqual([2022.08, 2026.83, true]);
    expect(years('Februari 2021 s/d sekarang')).toEqual([2021.08, 2026.83, true]);
    expect(years('Agustus 2016 s/d September 2017')).toEqual([2016.58, 2017.75, false]);
    expect(years('12.04.2019 – по настоящее время (to date)')).toMatchObject([2019.25, 2026.83, true]);
    expect(years('2022.09 ~ 현재 (Present)')).toEqual([2022.67, 2026.83, true]);
    // (A word for today glossed in English, whatever its script.)
    expect(years('2022.09 ~ 경경 (Present)')).toEqual([2022.67, 2026.83, true]);
    const saudi = facts(`PROFESSIONAL EXPERIENCE
NAJD HYDROCARBON COMPANY (NHC) — Joined: 2015

Process Engineer — Wadi Safa Gas Plant (Job Grade 11) | 2015 – 2019
• Daily monitoring of amine units

Process Engineer II — Sulfur Recovery Division (Job Grade 12) | 2019 – 2023
• Process owner for 3 Claus SRUs

Promoted to Senior Process Engineer — Gas Treating Unit (Job Grade 13) (2023)
• Lead process engineer for 4 gas treating trains

SUMMER TRAINING
Al-Sahil Petrochemicals, Jubail — Summer Trainee, Process Department | June 2013 – August 2013`);
    expect(saudi.currentPosition).toBe('Senior Process Engineer');
    expect(saudi.yearsOfExperience).toBe(11);
    // (A promotion inside a job that ended is that job's note, not a job held today.)
    const ended = facts('Experience\nEngineer, Acme Grid Ltd, 2018 – 2023\n• Promoted to Senior Engineer in 2021\n\nEducation\nBEng, 2014 – 2018');
    expect(ended.entries.filter((e) => e.current)).toHaveLength(0);
    expect(ended.yearsOfExperience).toBe(5);
    expect(facts('Experience\nDepuis mars 2020   EcoWatt Maroc SARL, Casablanca\nEnergy Efficiency Project Manager – CDI (permanent contract)\n- Manage EPCs').currentPosition).toBe('Energy Efficiency Project Manager');
  });

  it('reads the twentieth round\'s headings: a site\'s line under the firm\'s, a field under a firm\'s heading, a promotion chain, a bullet dated in passing', () => {
    const site = facts(`EMPLOYMENT HISTORY

SITE MANAGER / HSE LEAD
Tregarth Renewables Construction Ltd
Carland Cross Solar & Storage, Cornwall
June 2022 – Present
• Run the site

ELECTRICAL TECHNICIAN (HV)
Holloway Grid Contracting Ltd
Exeter, Devon
September 2013 – May 2022
• Jointing`);
    expect(site.currentPosition).toBe('SITE MANAGER / HSE LEAD');
    expect(site.entries.map((e) => e.title)).toEqual(['SITE MANAGER / HSE LEAD', 'ELECTRICAL TECHNICIAN']);
    const firm = facts('EXPERIENCE\nNorthshore Hydro Corporation\nToronto, Ontario\nMay 2011 – Present\n\nManager, System Operations  |  March 2022 – Present\n• Lead a team\n\nSenior Protection & Control Engineer  |  May 2011 – February 2022');
    expect(firm.currentPosition).toBe('Manager, System Operations');
    const chain = facts('EXPERIENCE\nNorthsound Offshore Wind Ltd — Grimsby O&M Base | Feb 2021 – Present\nMarine Coordinator (Feb 2021 – Jun 2023) → Senior Marine Coordinator (Jul\n2023 – Present)\n- Lead a team');
    expect(chain.currentPosition).toBe('Senior Marine Coordinator');
    expect(chain.entries[1]).toMatchObject({ from: 2021 + 1 / 12, current: true });
    // (A month whose year a PDF wrapped after "Since".)
    expect(facts('Experience\nHeat Network Operations Engineer | Liffeyside Thermal Networks DAC | Since March\n2022\nRan the energy centre.').entries[0]).toMatchObject({ title: 'Heat Network Operations Engineer', current: true });
    const kz = facts(`WORK EXPERIENCE
12.04.2019 – to date
JSC Dala Electric Grid Company, Astana
Head of Substation Maintenance Service
- commissioning of 2 new 110 kV digital substations (IEC 61850) in 2022–2024;
- investigation of technological violations.`);
    expect(kz.entries).toHaveLength(1);
    expect(kz.currentPosition).toBe('Head of Substation Maintenance Service');
  });

  it('reads date ranges written many ways', () => {
    expect(years('Mar 2021 – Present')).toEqual([2021.17, 2026.83, true]);
    expect(years('04/2018 to 11/2020')).toEqual([2018.25, 2020.92, false]);
    expect(years('2015–2018')).toEqual([2015, 2018, false]);
    expect(years('Since June 2022')).toEqual([2022.42, 2026.83, true]);
    expect(years('Jan. 2015 – now')).toEqual([2015, 2026.83, true]);
    expect(years('Reduced outages by 20 %')).toBeNull();
  });

  it('reads the heading lines around the dates: a firm named like a job, " -- " between fields, what the job was', () => {
    const graduate = facts(`Experience
Graduate Heat Network Design Engineer
Clydebank Energy Consultants, Glasgow
Sept 2024 – present
- Sized pipes
Barista (part-time, during studies)
Caffe Merchant, Glasgow
2020 – 2024`);
    expect(graduate.currentPosition).toBe('Graduate Heat Network Design Engineer');
    expect(graduate.yearsOfExperience).toBe(2);
    expect(facts('Experience\nSenior Relay Technician -- Inland Columbia Power & Light -- 2019-05 to present').currentPosition).toBe('Senior Relay Technician');
    const returner = facts(`Experience
Customer Energy Advisor, Severnside Energy
June 2023 – present
Volunteer Energy Champion, Bristol Community Energy Hub (unpaid)
2024 – present
Career break
Jun 2021 – May 2023, full-time parent
Retail Supervisor, Brightways Home Stores
Sept 2017 – May 2021`);
    expect(returner.yearsOfExperience).toBe(7);
    expect(returner.currentPosition).toBe('Customer Energy Advisor');
  });

  it('takes the top of three heading lines as the title, in words no list knows, and more job words', () => {
    expect(facts('Experience\nSenior Technical Recruiter\nHumber Energy Group, Leeds\nMar 2021 – present\nRecruit engineers and field technicians (HV, protection,').currentPosition).toBe('Senior Technical Recruiter');
    expect(facts('EMPLOYMENT\n2019 – present    Vegetation Management Team Leader, Marcher Line Clearance Ltd').currentPosition).toBe('Vegetation Management Team Leader');
    expect(facts('Experience\nElectrical Trainer/Assessor — Lagan Technical College (Jan 2020 to date)').currentPosition).toBe('Electrical Trainer/Assessor');
  });

  it('keeps a title\'s field after its comma when the employer has a line of its own', () => {
    expect(facts('Experience\nSenior Scientist, Electrolysis Materials\nH2Forge GmbH, Erlangen\nSince 2022\n- Lead a group of 3 chemists').currentPosition).toBe('Senior Scientist, Electrolysis Materials');
    expect(facts('Experience\nSenior Engineer, Gridmere Transmission Ltd\nMar 2021 – Present').currentPosition).toBe('Senior Engineer');
  });

  it("keeps a title's field in words no list holds when the same line names the employer apart", () => {
    const manager = facts('Experience\n2016 – present | Senior Project Manager, Transmission Substations | Buckeye Grid Transmission Co., Columbus, OH');
    expect(manager.currentPosition).toBe('Senior Project Manager, Transmission Substations');
    expect(manager.entries[0]!.employer).toBe('Buckeye Grid Transmission Co.');
    expect(facts('Experience\nPrincipal Consultant, Energy Systems Modelling – Corrib Analytics, Dublin (2023 – now)').currentPosition).toBe('Principal Consultant, Energy Systems Modelling');
    // A firm after the comma stays the employer, named apart or not; a capitalised name is no acronym of a field.
    expect(facts('Experience\nSenior Engineer, Solar Century Ltd | London | 2019 – present').entries[0]).toMatchObject({ title: 'Senior Engineer', employer: 'Solar Century Ltd' });
    expect(facts('Experience\nWind Technician, Vestas\n2019 – present').entries[0]).toMatchObject({ title: 'Wind Technician', employer: 'Vestas' });
    expect(facts('Experience\nProject Engineer, CCS | Northern Carbon Ltd | 2020 – present').currentPosition).toBe('Project Engineer, CCS');
    expect(facts('Experience\nProject Engineer (contract), Offshore Wind — Dogger Bank Wind Farm, 2021–2024').currentPosition).toBe('Project Engineer, Offshore Wind');
    // Two spaces part cells as three do (a PDF's columns often come out so).
    expect(facts('Experience\n2019–Present  Senior Electrical Engineer  Ørsted A/S').entries[0]).toMatchObject({ title: 'Senior Electrical Engineer', employer: 'Ørsted A/S', current: true });
    // An aside parts nothing, even with an "at" in it.
    expect(facts('Experience\nSales Assistant (Saturday job while at college), Brightways Home Stores\n2014 – 2016').entries[0]).toMatchObject({ title: 'Sales Assistant', employer: 'Brightways Home Stores', countsAsWork: false });
  });

  it('takes the first job heading of an experience section without dates as the position', () => {
    const undated = facts('Jane Doe\njane@example.com\nSummary\nElectrical engineer with 12+ years of experience in substations.\nExperience\nPrincipal Engineer, Grid Ltd\n- Design substations\nEngineer, Grid Ltd');
    expect(undated).toMatchObject({ currentPosition: 'Principal Engineer', yearsOfExperience: 12 });
  });

  it('reads an open end as today: "2018 onwards", a dash at the end of the line or before the next cell', () => {
    const years = (text: string) => {
      const r = dateRange(text, NOW);
      return r && [+r.from.toFixed(2), r.current];
    };
    expect(years('2018 onwards')).toEqual([2018, true]);
    expect(years('Site Manager, Kestrel Wind, 2021 –')).toEqual([2021, true]);
    expect(years('Site Manager | 2021 - | Kestrel Wind')).toEqual([2021, true]);
    expect(years('2015 - 2017')).toEqual([2015, false]);
    expect(years('Commissioned in 2018 – a 40 MW plant')).toBeNull();
    expect(facts('Experience\nSite Manager, Kestrel Wind Ltd, 2021 –\n- Ran the site\nEngineer, Acme Ltd, 2016 – 2021').yearsOfExperience).toBe(10);
  });

  it('rewrites the date forms chrono does not read', () => {
    expect(normaliseDates("Oct '19 – Present")).toBe('Oct 2019 – Present');
    expect(normaliseDates('Oct ’19 – Mar ’22')).toBe('Oct 2019 – Mar 2022');
    expect(normaliseDates('10/19 – 03/22')).toBe('10/2019 – 03/2022');
    expect(normaliseDates('06.2017 – 09.2020')).toBe('06/2017 – 09/2020');
    expect(normaliseDates('2017/06 - 2020/09')).toBe('06/2017 - 09/2020');
    expect(normaliseDates('Summer 2012 – Autumn 2013')).toBe('Jun 2012 – Sep 2013');
    expect(normaliseDates('Q2 2018 – Q4 2021')).toBe('Apr 2018 – Oct 2021');
    expect(normaliseDates('Cut costs by 3.50 and raised output from 2 to 3.50')).toBe('Cut costs by 3.50 and raised output from 2 to 3.50');
  });

  it('takes the current entry as the position and counts the union of the jobs, overlaps once', () => {
    const cv = facts(`Jo Bloggs
Grid engineer

Experience
Senior Protection Engineer | Gridmere Transmission Ltd | Mar 2021 – Present
- Relay settings
Protection Engineer, Northgrid Utilities, 2015 – 2021
Guest Lecturer (part-time), Leeds College, 2019 – 2023

Education
BEng Electrical Engineering, 2011 – 2015`);
    expect(cv.currentPosition).toBe('Senior Protection Engineer');
    expect(cv.yearsOfExperience).toBe(11);
  });

  it('leaves internships, career breaks and education out of the years, and keeps apprenticeships in', () => {
    const cv = facts(`Lee Marsh
What I've done
Refrigeration Engineer — CoolCo Services — Jan. 2021 – now
Career break (travel) — Jun 2020 – Dec 2020
Apprentice Refrigeration Engineer — CoolCo Services — Sep 2016 – May 2020
Summer Intern — ColdChain Ltd — Jun 2015 – Aug 2015
Education
2012 – 2016  BTEC Engineering, Leeds College`);
    expect(cv.currentPosition).toBe('Refrigeration Engineer');
    // Sep 2016 – May 2020 (3.75) + Jan 2021 – Nov 2026 (5.83)
    expect(cv.yearsOfExperience).toBe(9);
  });

  it('reads a job from a paragraph that opens with its title, employer and dates', () => {
    const cv = facts(`Gareth Pryce
Work history
Lead Driller and Installer, Marcher Geothermal Ltd, 2018 to present. I drill vertical closed-loop boreholes of 100 to 200 metres with a crawler-mounted rotary rig, and keep the driller's log.
Driller, Severn Valley Drilling, 2014 to 2018. Water well and site investigation drilling for farms and construction sites, from 2014 on the same rig.`);
    expect(cv.currentPosition).toBe('Lead Driller and Installer');
    expect(cv.yearsOfExperience).toBe(12);
  });

  it("reads two-digit years and numeric months in a job's dates", () => {
    const cv = facts(`Ana Lima
Experience
Wind Technician | Nordvind AS | Oct '19 – Present
Electrician | Sparks Ltd | 06.2015 – 09.2019`);
    expect(cv.currentPosition).toBe('Wind Technician');
    expect(cv.yearsOfExperience).toBe(11);
  });

  it('reads a job as a table row (dates | employer | title) and one line per job', () => {
    const table = facts(`Dana Whitfield
Power Trading
Employment
Period | Employer | Role
Since June 2022 | Volta Markets GmbH | Senior Power Trading Analyst
04/2018 to 11/2020 | Gridline Energy Ltd | Market Analyst`);
    expect(table.currentPosition).toBe('Senior Power Trading Analyst');
    expect(table.yearsOfExperience).toBe(7);
    const oneLine = facts(`Sam Okafor
CAREER HISTORY
2019 – Present    HV Cable Jointer, Northline Cables Ltd (Sheffield)
2014–2019    Cable Jointer's Mate, Someco (Leeds)`);
    expect(oneLine.currentPosition).toBe('HV Cable Jointer');
    expect(oneLine.yearsOfExperience).toBe(12);
  });

  it('parts a table row into its cells: title, employer and dates in columns', () => {
    const cv = facts('Experience\nRole\tCompany\tDates\nEnergy Data Analyst\tOctopus Energy\tJul 2021 – Present\nData Analyst   Sainsbury\'s   Aug 2018 – Jun 2021');
    expect(cv.currentPosition).toBe('Energy Data Analyst');
    expect(cv.yearsOfExperience).toBe(8);
  });

  it('reads a form\'s labelled fields (Europass): the position held is the title, whole, and the date label names no one', () => {
    const cv = facts(`WORK EXPERIENCE
Dates: 05/2020 – present
Occupation or position held: Lead Electrical Engineer, Offshore Substations
Name and address of employer: Baltwind Engineering A/S, Esbjerg, Denmark
Dates: 09/2015 – 04/2020
Occupation or position held: Electrical Engineer
Name of employer: Fjordkraft Services, Bergen
Dates: 01/2015 – 06/2015
Position held: Trainee (internship during my degree)`);
    expect(cv.currentPosition).toBe('Lead Electrical Engineer, Offshore Substations');
    expect(cv.yearsOfExperience).toBe(11);
    expect(cv.entries.map((e) => e.employer)).not.toContain('Dates');
  });

  it('reads the roles under a firm\'s own dated line as that firm\'s: what follows a role\'s comma is its field', () => {
    const cv = facts(`Professional Experience
Harbourline Grid Consultants, Leith — March 2013 – present
Head of Studies, Network Stability (June 2023 – present)
- Lead a team of 7
Senior Engineer, Dynamic Studies (March 2013 – May 2023)
Graduate Engineer, Clydeside Power plc, 2011 – 2013`);
    expect(cv.currentPosition).toBe('Head of Studies, Network Stability');
    expect(cv.yearsOfExperience).toBe(15);
    // Outside a firm's block a comma still parts a title from its employer.
    expect(cv.entries.at(-1)).toMatchObject({ title: 'Graduate Engineer', employer: 'Clydeside Power plc' });
  });

  it('keeps a field after a dash in the title, as a LinkedIn export writes it, but not an employer', () => {
    const linkedIn = facts(`Experience
Solway Energy Networks
4 years 2 months
Asset Manager – Distribution
Sep 2022 - Present (4 years 3 months)
Carlisle, England, United Kingdom
Asset Engineer
Oct 2019 - Aug 2022 (2 years 11 months)`);
    expect(linkedIn.currentPosition).toBe('Asset Manager – Distribution');
    expect(facts('Experience\nWind Technician – Vestas – 2019 – present').currentPosition).toBe('Wind Technician');
  });

  it('leaves retraining out of the years and reads any mark before a space as a bullet', () => {
    const cv = facts(`Experience
Brackenfield Wind Ltd — since 06/2022
Wind Turbine Technician
✓ Troubleshoot pitch faults
✓ Authorised for 33 kV switching since 2024
Full-time retraining, September 2021 – May 2022
Eastmoor Colliery — March 2010 to August 2021
Shift Electrician`);
    expect(cv.currentPosition).toBe('Wind Turbine Technician');
    expect(cv.yearsOfExperience).toBe(15);
    expect(cv.entries.find((e) => /retraining/.test(e.line))?.countsAsWork).toBe(false);
  });

  it('reads arrows between dates and financial years, and any experience heading a contractor writes', () => {
    const contractor = facts(`Rhona Baird
Commissioning Engineer – Contractor
TICKETS
BOSIET, GWO BST
CONTRACT HISTORY
Kelpie Offshore Ltd – Senior Commissioning Engineer
Contract | Jun 2024 → present
PERMANENT EMPLOYMENT
Dunmore Power plc – Electrical Engineer
Sep 2015 → May 2024`);
    expect(contractor.currentPosition).toBe('Senior Commissioning Engineer');
    expect(contractor.yearsOfExperience).toBe(11);
    const financial = facts(`Experience
Tariff Manager, Eastwold Water — Apr 2021 – present
Pricing Analyst, Eastwold Water — 2017/18 – 2020/21
Planning Engineer, Coralbay Power — FY2014 – FY2017`);
    expect(financial.entries.map((e) => [+e.from.toFixed(2), +e.to.toFixed(2)])).toEqual([[2021.25, 2026.83], [2017.25, 2021.25], [2013.5, 2017.5]]);
    expect(financial.yearsOfExperience).toBe(13);
    expect(normaliseDates('2011/12 – 2014/06')).toBe('12/2011 – 06/2014');
  });

  it('reads safety and trade roles as titles: an Authorised Person, an operative', () => {
    expect(facts('Career\nApr 2020 – present\nSenior Authorised Person (SAP) — Wexmoor Electricity Networks plc').currentPosition).toBe('Senior Authorised Person');
    expect(facts('Experience\nGroundworks Operative, Tarnfield Civils Ltd, 2019 – present').currentPosition).toBe('Groundworks Operative');
  });

  it('keeps a part-time, weekend or reservist post from being the position beside a full-time job, and counts it only from the career on', () => {
    const both = facts(`Experience
Weekend Wallbox Installer @ Kowal Electrical | 2022 – present
- Part-time, alongside my employed role
EV Infrastructure Engineer II @ Voltmere Charging Ltd | Nov 2020 – present
Army Reserve, 71 Engineer Regiment: Reservist Sergeant
Jul 2014 – present
Electrical Assistant, Campus Estates (part-time) | Sep 2015 – Jun 2016`);
    expect(both.currentPosition).toBe('EV Infrastructure Engineer II');
    // The reservist years before the first full-time job and the student's part-time job do not count.
    expect(both.yearsOfExperience).toBe(6);
    const onlyPartTime = facts('Experience\nEV Fleet Charging Consultant\nChargewell Advisory Ltd\nSince March 2024 — part-time, 3 days a week\nTransport Planner\nSolent County Council\nApr 2011 – Feb 2024');
    expect(onlyPartTime.yearsOfExperience).toBe(15);
    expect(onlyPartTime.currentPosition).toBe('EV Fleet Charging Consultant');
  });

  it("reads a student job from the job's first line when its heading does not say so, and not from the next job's heading", () => {
    const cv = facts(`Experience
Sep 2025 – present
Apprentice Heat Pump Engineer, Greenhearth Heating Ltd
- Level 3 apprenticeship
Sep 2022 – Aug 2025
Checkout Assistant, Fairway Supermarkets
- Saturday and holiday job while at school and sixth-form college`);
    expect(cv.yearsOfExperience).toBe(1);
    const next = facts('Experience\nGraduate Engineer, Marcher Power Networks, 2019 – present\nIndustrial Placement Student\nMarcher Power Networks\n2017 – 2018');
    expect(next.entries.map((e) => e.countsAsWork)).toEqual([true, false]);
  });

  it('reads a CV written as prose: the jobs its sentences date', () => {
    const cv = facts(`About Ines
Ines is a power engineer.
Since March 2021 she has been the Grid Connections Manager at Aire Valley Power Networks, where she leads eleven engineers.
Before that, from July 2016 to February 2021, Ines worked as a Senior Network Planning Engineer at Ryburn Electricity plc.
She began her career in April 2012 on Ryburn Electricity's graduate scheme and stayed on as a Network Design Engineer until June 2016.
While at university Ines spent the summer of 2010 at Pennock Wind as an undergraduate intern between her second and third years.`);
    expect(cv.currentPosition).toBe('Grid Connections Manager');
    expect(cv.yearsOfExperience).toBe(14);
  });

  it('reads titles in asides, after an employer named like a job, and dates written day first or with an aside', () => {
    const director = facts(`Profile
Nuclear operations leader.
Career Highlights
Corvenna Point Power Station (Station Director), 2018 – present
Previous roles
2012–2018  Operations Manager, Skelgarth Ness Power Station
1995–2012  Reactor Desk Engineer, Corvenna Point Power Station`);
    expect(director.currentPosition).toBe('Station Director');
    expect(director.yearsOfExperience).toBe(31);
    expect(facts('Experience\nSenior Control Room Engineer\nEastway Transmission Operator, Fenmouth\nAug 2023 – present').currentPosition).toBe('Senior Control Room Engineer');
    expect(facts('Experience\nBattery Energy Storage (BESS) Commissioning Engineer, Dyfed Storage Ltd, Feb 2022 – present').currentPosition).toBe('Battery Energy Storage Commissioning Engineer');
    expect(facts('WORK EXPERIENCE (SELECTED)\n2021–present: Lead – Substation Design, Wrekin Grid Solutions Ltd').currentPosition).toBe('Lead – Substation Design');
    expect(dateRange(normaliseDates('01.10.2012 – 30.04.2016'), NOW)).toMatchObject({ from: 2012 + 9 / 12 });
    expect(dateRange(normaliseDates('Jan 2020 – (contract ended) Dec 2021'), NOW)).toMatchObject({ from: 2020, to: 2022, current: false });
    expect(dateRange(normaliseDates('Stock clerk (full time) -- Hank’s Hardware  06/2009-02/2011'), NOW)).toMatchObject({ from: 2009 + 5 / 12, current: false });
  });

  it('reads CV traditions of other countries: Roman months, day-first slashes, form columns, an event list, slashes between fields', () => {
    const polish = facts('Professional experience\nIX 2016 – VI 2019\nCiepłownia Brzezinowo S.A., Brzezinowo\nMaintenance Planning Engineer\n- Plans for boilers (2017–2018)');
    expect(polish.entries).toHaveLength(1);
    expect(polish.currentPosition).toBe('Maintenance Planning Engineer');
    expect(polish.entries[0]).toMatchObject({ from: 2016 + 8 / 12 });
    const europass = facts(`WORK EXPERIENCE
• Dates (from – to)      01/05/2012 – 31/12/2015
• Name and address of employer      Geotermica Valdorso S.r.l.
• Type of business or sector      Geothermal power generation
• Occupation or position held      Reservoir Engineer`);
    expect(europass.currentPosition).toBe('Reservoir Engineer');
    expect(europass.entries[0]).toMatchObject({ from: 2012 + 4 / 12, to: 2016 });
    const rirekisho = facts(`Employment
Year | Month | Employment history
2010 | 4 | Joined Higashi Electric Power Co., Inc.
2010 | 4 | Assigned to the Thermal Power Station as Engineer
2023 | 4 | Promoted to Project Manager, Offshore Wind Project
2026 | 11 | Present`);
    expect(rirekisho.currentPosition).toBe('Project Manager');
    expect(rirekisho.yearsOfExperience).toBe(16);
    expect(facts('Experience\n2019/03 – now / Lead Battery Storage Engineer / Kuusilahti Energia Oy').currentPosition).toBe('Lead Battery Storage Engineer');
    expect(facts('Work experience\n2020.10—now  Baiyun Shoal Offshore Wind Co., Ltd. | Commissioning Supervisor').currentPosition).toBe('Commissioning Supervisor');
    expect(facts('Experience\nJune 2015 – Aug. 2017 — Alternance (work-study contract, apprentice)\nMaintenance Technician Apprentice').entries[0]?.countsAsWork).toBe(true);
  });

  it('takes the latest job as the position when what is current is a career break', () => {
    const cv = facts('Experience\nNov. 2025 – present\nCareer break (caring for a family member)\nSep. 2018 – Oct. 2025\nSolar O&M Manager\nSolvento Energias, S.A.');
    expect(cv.currentPosition).toBe('Solar O&M Manager');
    expect(cv.yearsOfExperience).toBe(7);
  });

  it("reads a title alone above its employer's long line, and a field of several acronyms or joined words after the title's comma", () => {
    const operator = facts(`EXPERIENCE
SHIFT SUPERVISOR
Mesa Verde Thermal LLC – Red Rock Solar Generating Station (110 MW tower plant, 10 h molten salt storage), Tonopah, NV
03/2020 – present
· Lead the shift crew`);
    expect(operator.currentPosition).toBe('SHIFT SUPERVISOR');
    expect(operator.entries[0]?.employer).toMatch(/^Mesa Verde Thermal LLC/);
    expect(facts('Experience\nJan 2020 – Present | Solaria Iberia S.L., Seville | Commercial Manager, O&M & EPC').currentPosition).toBe('Commercial Manager, O&M & EPC');
    expect(facts('Experience\nSenior Instructor, Wind and Solar Installation Technologies – Northgate College, Hull (2019 – present)').currentPosition).toBe('Senior Instructor, Wind and Solar Installation Technologies');
    // An employer after the comma stays the employer.
    expect(facts('Experience\nSite Technician, Vestas | Esbjerg | 2019 – present').currentPosition).toBe('Site Technician');
  });

  it("reads the line below a career break's dates as its note, not the next job's heading, and a police constable as a title", () => {
    const cv = facts(`Experience
Resilience Officer
Harbourside City Council, Mar 2016 – present
- Wrote the flood plans

Career break, Apr 2014 – Mar 2016
Full-time carer for a family member; began a part-time MSc

Police Constable
Northshire Constabulary, Sep 2004 – Mar 2014
- Response officer`);
    expect(cv.entries.map((e) => e.title)).toEqual(['Resilience Officer', null, 'Police Constable']);
    // Not below a job's own dates: "dates / employer / title" with one bullet keeps its title.
    expect(facts('Experience\nTen years in grid operations across the UK\n2019 – present\nAcme Energy Ltd\nSenior Engineer\n- Led the control room team\n2015 – 2019\nBeta Power Ltd\nEngineer').currentPosition).toBe('Senior Engineer');
    expect(cv.entries[2]?.partTime).toBe(false);
    expect(cv.yearsOfExperience).toBe(20);
    // A full-time carer's or parent's years are not work, whatever the heading calls them.
    expect(facts('Experience\nJun 2019 – Jan 2021: full-time parent\nJan 2021 – present\nSales Consultant, Brightsun Solar Ltd').yearsOfExperience).toBe(5);
  });

  it('reads dates and titles written in other languages, and a dotted month after a hyphen', () => {
    expect(years('März 2016 – Dez. 2021')).toEqual([2016.17, 2022, false]);
    expect(years('seit Jan. 2022')).toEqual([2022, 2026.83, true]);
    expect(years("mars 2018 – aujourd'hui")).toEqual([2018.17, 2026.83, true]);
    expect(years('sept. 2013 – févr. 2018')).toEqual([2013.67, 2018.17, false]);
    expect(years('oct. 2022 – a la fecha')).toEqual([2022.75, 2026.83, true]);
    expect(years('03/2017 - dic 2020')).toEqual([2017.17, 2021, false]);
    expect(years('Sep 2013 - Feb. 2017')).toEqual([2013.67, 2017.17, false]);
    expect(years('sept 2013 - feb.2017')).toEqual([2013.67, 2017.17, false]);
    expect(years('von 2015 bis 2019')).toEqual([2015, 2019, false]);
    expect(years('seit 03/2020')).toEqual([2020.17, 2026.83, true]);
    expect(years('desde enero de 2020')).toEqual([2020, 2026.83, true]);
    expect(years("de mars 2018 à aujourd'hui")).toEqual([2018.17, 2026.83, true]);
    expect(years('2019 – heute (Vollzeit)')).toMatchObject([2019, 2026.83, true]);
    expect(years('2018 bis dato')).toEqual([2018, 2026.83, true]);
    expect(years('dal 2019 ad oggi')).toEqual([2019, 2026.83, true]);
    expect(facts('Experience\nEngineer, Vattenfall AB 2019 – 2021').entries[0]).toMatchObject({ employer: 'Vattenfall AB', from: 2019, to: 2021 });
    // A word or a place named like a foreign month, or "since" or "today", is read as one only in a range.
    expect(facts('Experience\nSite Engineer, Mayo County Council, Co. Mayo 2015 – 2019').entries[0]).toMatchObject({ from: 2015, to: 2019 });
    expect(facts('Experience\nProject Engineer, Downtown Line MRT 2014 – 2017').entries[0]?.employer).toBe('Downtown Line MRT');
    expect(facts('Experience\nHead of OD Programmes 2019 – present').currentPosition).toBe('Head of OD Programmes');
    expect(facts('Experience\nSales Engineer – Nu Instruments Ltd\n2019 – 2021').entries[0]).toMatchObject({ employer: 'Nu Instruments Ltd', current: false });
    expect(years('2019 – Nu Instruments Ltd')).toBeNull();
    expect(facts('Experience\nHR Business Partner, Acme Ltd, 2012 – 2016\n- Ran the OD 2015 culture survey').yearsOfExperience).toBe(4);
    expect(normaliseDates('Sr Analyst, Octopus. 2019 – 2021')).toBe('Sr Analyst, Octopus. 2019 – 2021');
    const german = facts('Berufserfahrung\nseit Jan. 2022\tTeamleiterin Netzplanung Mittelspannung\n\tNetzgesellschaft Lindenau mbH\nMärz 2016 – Dez. 2021\tNetzplanerin\n\tNetzgesellschaft Lindenau mbH\nAusbildung\nOkt. 2017 – Sept. 2021\tB.Eng. Elektrotechnik');
    expect(german.currentPosition).toBe('Teamleiterin Netzplanung Mittelspannung');
    expect(german.yearsOfExperience).toBe(10);
  });

  it('reads a title that leads a long line with its employer and site, and an industrial training as a student\'s', () => {
    const cv = facts(`EXPERIENCE
Solar Plant O&M Supervisor  —  Thar Surya Energy Pvt. Ltd., 150 MW(AC) solar park, Phalodi, Rajasthan
Jun 2020 – Present
• Supervise 18 technicians
Sandwich Diploma industrial training – Neyveli Thermal Services, June 2009 to May 2010`);
    expect(cv.currentPosition).toBe('Solar Plant O&M Supervisor');
    expect(cv.entries[1]?.countsAsWork).toBe(false);
    expect(cv.yearsOfExperience).toBe(6);
    // The line above a title is a heading only if it reads like one: a job's unbulleted note is not.
    const noted = facts('Experience\nMaintenance Planner\n2015 – 2019\nReported to the operations manager – outage planning, method statements, the permit-to-work system and weekend cover on call\nWind Technician\n2012 – 2015');
    expect(noted.entries.map((e) => [e.title, e.employer, e.partTime])).toEqual([['Maintenance Planner', null, false], ['Wind Technician', null, false]]);
    expect(noted.yearsOfExperience).toBe(7);
    // A title in sentence case above a long employer line is a title too.
    expect(facts('Experience\nLead plant operator\nSonoran Sun Thermal LLC – Saguaro Flats Solar Generating Station (280 MW trough plant, 6 h molten salt storage), Gila Bend, AZ\n09/2022 – present').currentPosition).toBe('Lead plant operator');
    // A title whose head is a job word is a job whatever its other words; a learner's is not.
    expect(facts('Experience\nStudent Services Advisor, University of Leeds, 2018 – present').yearsOfExperience).toBe(8);
    expect(facts('Experience\nVolunteer Coordinator, British Red Cross, 2018 – present').yearsOfExperience).toBe(8);
    expect(facts('Experience\nStudent Trainee, US Army Corps of Engineers, 2016 – 2018\nEngineer, Acme Ltd, 2019 – present').yearsOfExperience).toBe(7);
    expect(facts('Experience\nCareer gap - parenting, 2016 – 2019\nEngineer, Acme Ltd, 2019 – present\nEngineer, Beta Ltd, 2010 – 2016').yearsOfExperience).toBe(13);
    // Jobs whose titles name a training, a carer or a course are work.
    expect(facts('Experience\nIndustrial Training Manager, Siemens Energy, 2015 – present').yearsOfExperience).toBe(11);
    expect(facts('Experience\nFull-time Carer, Helping Hands Home Care Ltd, 2018 – present').yearsOfExperience).toBe(8);
    expect(facts('Experience\nLecturer, Hull College, 2012 – present\n- Taught part of the degree in electrical engineering').yearsOfExperience).toBe(14);
  });

  it("reads a student job from its title's own line above the dates, not from the job before it", () => {
    const cv = facts(`Experience
Senior Ecologist
Moorland Ecology Ltd
2015 – present
- Bird surveys

Seasonal Survey Assistant (summers during my degree)
Highland Raptor Project, various sites
2010 – 2013
- Nest monitoring`);
    expect(cv.entries[1]?.countsAsWork).toBe(false);
    expect(cv.yearsOfExperience).toBe(11);
  });

  it('reads the parts of a year, "up to now" and apostrophed years in a range', () => {
    expect(years('mid-2016 to late 2019')).toEqual([2016.42, 2019.83, false]);
    expect(years('late 2019 – early 2021')).toEqual([2019.75, 2021.17, false]);
    expect(years('from the end of 2018 to the middle of 2020')).toEqual([2018.92, 2020.5, false]);
    expect(years('June 2022 up to now')).toEqual([2022.42, 2026.83, true]);
    expect(years("Engineer at Firthlink Ltd          '21 – now")).toEqual([2021, 2026.83, true]);
    expect(years("Cable Engineer at Dunnottar Ltd   '17 – '21")).toEqual([2017, 2021, false]);
    // An apostrophe's two digits outside a range stay as written.
    expect(normaliseDates("Class of '19, rock'n'roll")).toBe("Class of '19, rock'n'roll");
  });

  it("leaves a doctoral studentship out of the years, and a break's note wrapped onto a dated line", () => {
    const phd = facts(`Experience
Andes Capital S.A.S., Bogotá
Investment Director, Feb 2024 – present
University of Westmoor — PhD researcher, Energy Economics
Oct 2015 – Aug 2019 (funded doctoral studentship)
Caribe Grid S.A., Barranquilla
Regulatory Analyst, Jul 2011 – Aug 2015`);
    expect(phd.entries.map((e) => e.countsAsWork)).toEqual([true, false, true]);
    expect(phd.yearsOfExperience).toBe(6);
    expect(facts('Experience\nPostdoctoral Researcher, Fusion Lab, Oct 2019 – present').yearsOfExperience).toBe(7);
    const laidOff = facts(`Experience
HSE MANAGER
Lone Prairie Hydrogen LLC (Jan 2019 – Present)

2016 – 2018: Laid off in the downturn. Full-time study, M.S. Occupational Safety,
Gulf Plains University, Sep 2016 – Dec 2018.

DRILLING SAFETY REPRESENTATIVE
Tascosa Drilling Co., Midland, TX (Apr 2012 – Mar 2016)`);
    expect(laidOff.entries.map((e) => e.title)).toEqual(['HSE MANAGER', null, 'DRILLING SAFETY REPRESENTATIVE']);
    expect(laidOff.yearsOfExperience).toBe(11);
  });

  it('keeps jobs listed one a line after an internship, a post-doctoral researcher and a PhD scientist in industry', () => {
    const listed = facts('Experience\nGraduate Intern, Siemens, Jun 2014 – Aug 2015;\nEngineer, ABB, Sep 2015 – Dec 2019;\nSenior Engineer, ABB, Jan 2020 – present.');
    expect(listed.entries.map((e) => e.countsAsWork)).toEqual([false, true, true]);
    expect(listed.yearsOfExperience).toBe(11);
    for (const title of ['Post Doctoral Research Associate', 'Post Doctoral Research Fellow in Energy Systems', 'PhD Research Scientist', 'Doctoral Research Coordinator', 'Development Manager, Voluntary Action Leeds']) {
      const cv = facts(`Experience\n${title}, Northgate Labs, Oct 2019 – present\nResearch Engineer, Drax, 2014 – 2019`);
      expect([cv.currentPosition, cv.yearsOfExperience]).toEqual([title.split(', ')[0], 12]);
    }
    for (const studies of ['PhD research – Imperial College London', 'PhD Research Scholar, IIT Bombay', 'B.Sc. + M.Sc. Chemical Engineering, TU Nord']) {
      expect(facts(`Experience\nResearch Engineer, Siemens Energy, 2019 – present\n${studies}, 2012 – 2019`).yearsOfExperience).toBe(7);
    }
    // A note of unpaid leave inside a job, or of gaps between contracts, leaves the job's years in.
    expect(facts('Experience\nSenior Engineer, National Grid, 2015 – 2025 (incl. 3 months unpaid leave)').yearsOfExperience).toBe(10);
  });

  it('reads two months of one year, "to date" in Dutch or Norwegian after an ISO month, and a dot leader before the dates', () => {
    expect(years('Mar – Aug 2018: full-time retraining')).toEqual([2018.17, 2018.67, false]);
    expect(years('Ski Lift Technician, Dec – Mar 2019')).toEqual([2018.92, 2019.25, false]);
    expect(years('2024-01 → heden        Senior Analyst')).toEqual([2024, 2026.83, true]);
    expect(years('09.2023 – d.d. | Vindkraft AS')).toEqual([2023.67, 2026.83, true]);
    expect(years('Marketing – Sep 2019')).toBeNull();
    const leaders = facts('Experience\nField Operations Manager ............ 01/24 - now\nField Supervisor ................... 12/21 - 12/23');
    expect(leaders.currentPosition).toBe('Field Operations Manager');
  });

  it('reads a title and its field after a dash, a voluntary board seat and a co-operative as no job, and a firm\'s "Pvt. Ltd." as no sentence end', () => {
    expect(facts('Experience\n[ 03/06/2019 – Current ]  Commissioning Manager – Battery Energy Storage\nIberVolt S.L.').currentPosition).toBe('Commissioning Manager – Battery Energy Storage');
    const board = facts(`Experience
Glasnevin Community Energy Co-operative
Board Member (Voluntary)
June 2023 - Present
Liffey Grid Operator DAC
Senior Regulatory Analyst
January 2022 - Present`);
    expect(board.entries[0]?.countsAsWork).toBe(false);
    expect(board.currentPosition).toBe('Senior Regulatory Analyst');
    expect(facts('Experience\nOct 2019 – Till date | Konkan Grid Pvt. Ltd., Pune | Assistant General Manager | Head of delivery').currentPosition).toBe('Assistant General Manager');
  });

  it('reads a CV spaced with a blank line between every line', () => {
    const spaced = facts('Experience\n\nSenior Electrical Engineer\n\nNorthgrid Power Ltd, Leeds\n\nJan 2019 – Present\n\nDesigned 132 kV substations.\n\nElectrical Engineer\n\nAcme Energy Ltd, York\n\nSep 2012 – Dec 2018');
    expect(spaced.entries.map((e) => e.title)).toEqual(['Senior Electrical Engineer', 'Electrical Engineer']);
    const datesFirst = facts('Experience\n\nNorthgrid Power Ltd, Jan 2019 – Present\n\nSenior Electrical Engineer\n\nAcme Energy Ltd, Sep 2012 – Dec 2018\n\nElectrical Engineer');
    expect(datesFirst.currentPosition).toBe('Senior Electrical Engineer');
  });

  it("reads an online form's dates over two fields, a range's end wrapped onto the next line, and a contractor's labelled blocks", () => {
    const ats = facts(`WORK EXPERIENCE
Job Title: Grid Connections Analyst
Company: Lir Energy Networks DAC
Location: Cork, Ireland
Employment Type: Full-time
From: 09/2021
To:
I currently work here: Yes

Job Title: Graduate Engineer
Company Name: Lir Energy Networks DAC
Start Date: 01-09-2019
End Date: 31-08-2021`);
    expect(ats.entries.map((e) => [e.title, e.current])).toEqual([['Grid Connections Analyst', true], ['Graduate Engineer', false]]);
    expect(ats.yearsOfExperience).toBe(7);
    const wrapped = facts('EXPERIENCE\nGeothermal Reservoir Engineer\nRift Steam Power Company Ltd - July 2022 to\ndate\n- Well tests');
    expect([wrapped.currentPosition, wrapped.entries[0]?.current]).toEqual(['Geothermal Reservoir Engineer', true]);
    const contractor = facts(`CONTRACT HISTORY  (most recent first; agency shown where I was a contractor through one)
Jan 2024 - date
Client:    Northmoor Transmission Ltd - Blackwater Bank Offshore Wind Connection, 400/220 kV onshore substation
Position:  Commissioning Manager
Via:       Pellow Technical Ltd

MILITARY
08/83 - 07/89     U.S. NAVY – Electronics Technician First Class`);
    expect(contractor.currentPosition).toBe('Commissioning Manager');
    expect(contractor.entries.map((e) => e.title)).toEqual(['Commissioning Manager', 'Electronics Technician First Class']);
  });

  it('reads a firm named after a cook or a chef as a firm', () => {
    expect(facts('Experience\nThomas Cook Airlines | Customer Service Agent | 2019 – present').currentPosition).toBe('Customer Service Agent');
    expect(facts('Experience\nChef Software | Site Reliability Engineer | 2018 – present').currentPosition).toBe('Site Reliability Engineer');
  });

  it("does not read a title's block across a blank line, nor a line dated by its own year", () => {
    const cv = facts(`Experience
Mar – Aug 2018: full-time retraining, self-funded

Chef de Partie
Oystermouth Bay Hotel, Mumbles · Sept 2013 – Feb 2018

Career break – travelling                         2016
Commis Chef – The Harbour Kitchen, Galway         '12 – '15`);
    expect(cv.entries.map((e) => [e.title, e.countsAsWork])).toEqual([[null, false], ['Chef de Partie', true], ['Commis Chef', true]]);
  });

  it('reads a CV written in Markdown, and titles a slash joins', () => {
    const cv = facts(`# Callum Reddish
**Senior Protection Engineer** · Bristol
---
## Experience
**Control Room Operator / Shift Lead** | Halbury Grid Services Ltd | Apr 2021 – Present
* Lead protection engineer for a portfolio of *30+* substation rebuilds
**Protection Engineer** | Wessmoor Power Networks plc | Sep 2016 – Mar 2021
---
## Education
**BEng (Hons) Electrical & Electronic Engineering** — University of Severnside, 2010 – 2014`);
    expect(cv.currentPosition).toBe('Control Room Operator / Shift Lead');
    expect(cv.yearsOfExperience).toBe(10);
    expect(sectionLines('## Skills\n* *SCADA*, **PowerFactory**\n- - -\nC* and 5* hotels').map((l) => [l.section, l.text, l.breakBefore])).toEqual([
      ['skills', '* SCADA, PowerFactory', true],
      ['skills', 'C* and 5* hotels', true],
    ]);
    // (A title and its employer a slash parts stay apart.)
    expect(facts('Experience\nSenior Engineer / Northgrid Ltd / 2019 – present').entries[0]).toMatchObject({ title: 'Senior Engineer', employer: 'Northgrid Ltd' });
  });

  it("reads dates that close a job's block below its bullets, with or without blank lines between the jobs", () => {
    const blocks = ['Graduate Electrical Engineer\nSouthern Lines Network Ltd, Christchurch\n- Protection settings for 11 kV feeders\n(March 2025 – present)', 'Gap year – travel\n- Twelve months travelling through South America\n(March 2024 – February 2025)', 'Junior Electrical Designer\nKōwhai Consulting Engineers Ltd, Christchurch\n- Lighting and small-power design for schools\n(February 2023 – February 2024)'];
    for (const cv of [facts(`Experience\n${blocks.join('\n\n')}`), facts(`Experience\n${blocks.join('\n').replace(/^- /gm, '')}`)]) {
      expect(cv.entries.map((e) => e.countsAsWork && e.title)).toEqual(['Graduate Electrical Engineer', false, 'Junior Electrical Designer']);
      expect(cv.yearsOfExperience).toBe(2);
    }
  });

  it("reads a title a narrow column wrapped, a programme's name below the title, a job told in a paragraph under its title, and an applicant-tracking export's fields", () => {
    expect(facts('Experience\nSenior Protection and Control\nEngineer\nNile Delta Grid Contracting S.A.E., New Cairo | March 2021 – Present').currentPosition).toBe('Senior Protection and Control Engineer');
    expect(facts('Experience\nGraduate Engineer\nStraits Grid Solutions Pte Ltd – Graduate Development Programme (2 years)\nAug 2024 – (present)').currentPosition).toBe('Graduate Engineer');
    const told = facts(`Experience
Solar PV Installation Technician
Since February 2023 I have worked full-time as a Solar PV Installation Technician at Andes Solar S.A.S. in Medellín. Since mid-2024 I also lead a crew of three.

Restaurant Shift Supervisor
Casa Laurel Restaurante S.A.S., Medellín | March 2015 – December 2021`);
    expect(told.currentPosition).toBe('Solar PV Installation Technician');
    expect(told.yearsOfExperience).toBe(10);
    const usajobs = facts(`Work Experience:

Intermountain Federal Power Administration
Rates & Marketing Division
Salt Lake City, UT US
10/2020 - Present
Salary: $128,400.00 USD Per Year
Hours per week: 40
Public Utilities Specialist
Series: 1130  Pay Plan: GS  Grade: 13

Great Basin Rural Electric Cooperative, Inc.
Elko, NV US
05/2014 - 05/2016
Salary: $14.50 USD Per Hour
Hours per week: 20
Engineering Technician`);
    expect(usajobs.entries.map((e) => [e.title, e.partTime])).toEqual([['Public Utilities Specialist', false], ['Engineering Technician', true]]);
    expect(usajobs.yearsOfExperience).toBe(6);
  });

  it("keeps the readings those rules must not change (a review's cases)", () => {
    // An employer above a one-word title is no first half of it; a sentence ending in a job word below a field is no title.
    expect(facts(`Jane Doe
jane@example.com | 07700 900123

EXPERIENCE

Octopus Energy
Analyst
Jan 2021 – Present
- Built half-hourly demand forecasts for the retail book
- Automated settlement reconciliation in Python

Bulb Energy
Junior Analyst
Sep 2018 – Dec 2020
- Tracked hedging positions

EDUCATION
BSc Economics, University of Leeds, 2015 – 2018`).currentPosition).toBe('Analyst');
    expect(facts(`Priya Nair
priya@example.com

EXPERIENCE
Senior Protection Engineer
Northfield Grid Services
Jan 2021 – Present
Location: Leeds, UK
Reporting to the Head of Protection
- Own relay settings for 132 kV network

Protection Engineer
Westmoor Electricity
Jun 2016 – Dec 2020
Location: Manchester, UK
- Commissioned feeder protection`).currentPosition).toBe('Senior Protection Engineer');
    // The next job's title, three lines above its dates, is not this one's.
    expect(facts(`Priya Nair
priya@example.com

EXPERIENCE
Senior Protection Engineer
Northfield Grid Services
Jan 2021 – Present
Location: Leeds, UK
Protection Engineer
Westmoor Electricity
Manchester, UK
Jun 2016 – Dec 2020
Location: Manchester, UK
Graduate Engineer
Eastfield Power
York, UK
Sep 2014 – May 2016`).currentPosition).toBe('Senior Protection Engineer');
    // Dates below a title and employer, with unbulleted lines after them, open a job rather than close one.
    expect(facts(`Liam Walsh
liam@example.com

EXPERIENCE (oldest first)
Electrician
Moray Electrical Contractors, Elgin (apprenticeship)
Sep 2010 – Feb 2015
Domestic and commercial installation and testing
Qualified as an approved electrician in 2014
Wind Technician
Corran Renewables, Inverness (permanent)
Mar 2015 – Present

EDUCATION
SVQ Level 3 Electrical Installation`)).toMatchObject({ currentPosition: 'Wind Technician', yearsOfExperience: 16 });
    // A paragraph below a dated heading's title is that job's, and a ticket held or a degree studied is no job.
    expect(facts(`Aisha Bello
aisha@example.com

EXPERIENCE
Helix Wind Ltd, Aberdeen | March 2021 – Present
Senior Wind Technician
I have held GWO certification since 2012 and IRATA Level 3 since 2018, and I lead a crew of four on main component exchanges across two onshore sites.
- Lead technician for main component exchanges

Corran Renewables | Jan 2019 – Feb 2021
Wind Technician
- Blade inspection`).yearsOfExperience).toBe(7);
    expect(facts(`Aisha Bello
aisha@example.com

EXPERIENCE
Helix Wind Ltd, Aberdeen | March 2021 – Present
Senior Wind Technician
Before joining Helix I studied for a BEng in Electrical Engineering at Strathclyde (2016 – 2020), and I now apply that grounding daily when fault-finding converter and pitch systems.
- Lead technician for main component exchanges

Corran Renewables | Jan 2020 – Feb 2021
Wind Technician
- Blade inspection`).yearsOfExperience).toBe(6);
  });

  it("reads a table row's dates in two cells, a month and year a slash joins, an indented label inside a job, a Portuguese internship, and a range's end wrapped onto the next line", () => {
    const table = facts('EXPERIENCE\nFrom | To | Company | Role\n09/2019 | 06/2026 | Eólica del Moncayo, S.L. | Wind Asset Manager\n09/2014 | 08/2019 | Servicios Técnicos Ebro, S.A. | O&M Performance Engineer');
    expect(table).toMatchObject({ currentPosition: 'Wind Asset Manager', yearsOfExperience: 11 });
    expect(normaliseDates('mar/2021 – atual')).toBe('mar 2021 – present');
    expect(years('Engenheira de Comissionamento | jan/2017 – fev/2021')).toEqual([2017, 2021.17, false]);
    const indented = facts(`WORK EXPERIENCE

1. PT Surya Khatulistiwa Energi, Jakarta
   Position : Project Manager
   Period   : April 2021 – Present
   Projects:
   - 2 x 5 MWp Ground-Mounted PV + 4 MWh BESS hybrid, East Nusa Tenggara (2024–2025)

2. PT Cahaya Listrik Nusantara, Surabaya
   Position : Site Engineer
   Period   : September 2012 – March 2021`);
    expect(indented).toMatchObject({ currentPosition: 'Project Manager', yearsOfExperience: 14 });
    const intern = facts('EXPERIÊNCIA PROFISSIONAL\nEngenheira de Comissionamento | jan/2017 – fev/2021\n\nESTÁGIO\nEstagiária de Engenharia Elétrica | jul/2014 – dez/2015');
    expect(intern.entries.map((e) => e.countsAsWork)).toEqual([true, false]);
    // ("Estágio profissional", Portugal's paid traineeship, is work.)
    expect(facts('Experience\nTrainee Engineer (estágio profissional) | Atlântica Lda. | 10/2016 – 09/2017').entries[0]!.countsAsWork).toBe(true);
    const wrapped = facts('Experience\nCommissioning Lead - Solar PV\nRimal Renewable Power - Riyadh | Sep 2020 - Jan\n2023\nOwner\'s commissioning lead for a 1.2 GWp PV plant\nProcess Engineer\nGulf Crest Refining | Jan 2015 - Mar 2020');
    expect(wrapped.entries.map((e) => [e.from, e.to])).toEqual([[2020 + 8 / 12, 2023 + 1 / 12], [2015, 2020 + 3 / 12]]);
  });

  it("keeps the readings round eleven's rules must not change (a second review's cases)", () => {
    // A line below an open range that starts with a year is no wrapped end: a milestone, a publication, a range of its own.
    expect(facts('EXPERIENCE\nOperations Manager, Northwind Energy Ltd, 2019 –\n2023 Promoted to lead the O&M team of 40\nSite Engineer, Beta Wind Ltd, 2012 – 2019').yearsOfExperience).toBe(14);
    expect(facts('EXPERIENCE\nSenior Engineer, Acme Power Ltd | Mar 2021 –\n2016 | 2021 | Beta Grid Ltd | Engineer').currentPosition).toBe('Senior Engineer');
    expect(facts('EXPERIENCE\nWind Technician, Vestas, Sep 2018 –\nSummer 2017 Intern, Siemens Gamesa').yearsOfExperience).toBe(8);
    // A CV that indents everything, or tabs its headings in, keeps its headings.
    const indented = '  PROFESSIONAL EXPERIENCE\n  Senior Electrical Engineer, Acme Power Ltd, Mar 2019 – Present\n  - Led substation upgrades\n  Electrical Engineer, Beta Grid Ltd, Sep 2015 – Feb 2019\n  EDUCATION\n  University of Leeds, 2008 – 2012\n  CERTIFICATIONS\n  GWO Basic Safety Training, 2010 – 2024';
    expect(facts(`Callum Rennie\n${indented}`).yearsOfExperience).toBe(11);
    expect(facts('Callum Rennie\nEXPERIENCE\n\tSenior Electrical Engineer, Acme Power Ltd, Mar 2019 – Present\n\tElectrical Engineer, Beta Grid Ltd, Sep 2015 – Feb 2019\n\tEDUCATION\n\tUniversity of Leeds, 2008 – 2012').yearsOfExperience).toBe(11);
    // A projects table's years inside a job are no job's dates.
    expect(facts('EXPERIENCE\nSenior Engineer, Acme Power Ltd, 2021 – present\nYear | COD | Project | Capacity\n2018 | 2020 | Hornsea 2 | 1.3 GW\nEngineer, Beta Grid Ltd, 2019 – 2021').yearsOfExperience).toBe(7);
    // A Portuguese "engenheiro estagiário" holds a paid first post.
    expect(facts('EXPERIÊNCIA PROFISSIONAL\nEngenheiro Eletrotécnico, EDP Distribuição, out 2017 – atual\nEngenheiro Estagiário (Ordem dos Engenheiros), EDP Distribuição, set 2016 – set 2017').yearsOfExperience).toBe(10);
  });

  it('reads what a Word file, or a PDF printed from one, makes of a CV\'s lines', () => {
    // Cells a run of spaces parts, dates first; a bullet's wrapped text; a thing done dated in passing, its bullet lost.
    const word = facts(`Experience
From  To  Company  Role
09/2019  06/2026  Eólica del Moncayo, S.L.  Wind Asset Manager
- Led the lifetime extension assessment for the four oldest farms and
(2004-2006) and the repowering business case.
Led the lifetime extension assessment for the four oldest farms (2004-2006) and the repowering business case.
09/2014  08/2019  Servicios Técnicos Ebro, S.A.  O&M Performance Engineer`);
    expect(word.entries.map((e) => e.title)).toEqual(['Wind Asset Manager', 'O&M Performance Engineer']);
    // A range's end a PDF wrapped, in two-digit years or after a Portuguese "a".
    expect(facts('Experience\nFreelance Wind Technician (own company) | 05/18 -\n02/23\nMaintenance Assistant | de 05/2010 a\n12/2014').entries.map((e) => [+e.from.toFixed(2), +e.to.toFixed(2)])).toEqual([[2018.33, 2023.17], [2010.33, 2015]]);
    // A .doc of a CV whose jobs open with their dates, its bullets and blank lines lost; "2016.07-2020.09".
    const doc = facts('Experience\n2019-10 to 2026-08\nWeskus Power Generation (Pty) Ltd\nRadiation Protection Supervisor\nIntroduced a digital survey map system to replace paper survey sheets\n2010-07 to 2018-12\nWeskus Power Generation (Pty) Ltd\nSenior Radiation Protection Technician\nReviewed dosimetry results monthly');
    expect(doc.entries.map((e) => e.title)).toEqual(['Radiation Protection Supervisor', 'Senior Radiation Protection Technician']);
    expect(years('2016.07-2020.09  Ruiqiao Power Equipment Co., Ltd. | Electrical Engineer')).toEqual([2016.5, 2020.75, false]);
    // (A title opening with a past participle is no thing done in passing.)
    expect(facts('Experience\nCertified Wind Turbine Technician (GWO) at Vestas Wind Systems A/S, Esbjerg, Denmark 2018 – present\nElectrician, Hughes Electrical Ltd, 2014 – 2018')).toMatchObject({ currentPosition: 'Certified Wind Turbine Technician', yearsOfExperience: 12 });
    // "EMPLOYMENT DETAILS", and a heading whose aside a PDF set in a cell of its own.
    expect(sectionLines('EMPLOYMENT DETAILS\nShift Supervisor | Mar 2020 – Present').map((l) => l.section)).toEqual(['experience']);
    expect(sectionLines('CONTRACT HISTORY | (most recent first)\nJan 2024 - date').map((l) => l.section)).toEqual(['experience']);
    // A label in mixed case with its colon inside a job, its indent lost, is the job's.
    expect(facts('WORK EXPERIENCE\nPT Surya Energi, Jakarta\nPosition : Project Manager\nPeriod : April 2021 – Present\nProjects:\n- 2 x 5 MWp PV + BESS hybrid (2024–2025)\nPT Cahaya Listrik, Surabaya\nPosition : Site Engineer\nPeriod : September 2012 – March 2021').yearsOfExperience).toBe(14);
  });
});

describe("the notes senior CVs and recruiters write beside a job's title", () => {
  it('reads the title without its reporting line, team, budget and contract', () => {
    expect(withoutNotes('Head of Operations & Maintenance – reporting to UK Country Manager | team of 112 (64 technicians) | £41m opex')).toBe('Head of Operations & Maintenance');
    expect(withoutNotes('Interim Head of Trading — contract, outside IR35 | reporting to the CCO | desk of 9 traders and analysts')).toBe('Interim Head of Trading');
    expect(withoutNotes('Lead Production Operator – 12-month contract via Meridian Resourcing, 8/6 roster, crew of 5')).toBe('Lead Production Operator');
    expect(withoutNotes('Site Operations Manager, Wolds Bank – 3 direct reports, 38 site staff')).toBe('Site Operations Manager, Wolds Bank');
    // Titles, fields, employers, dates and asides stay (an aside is clean()'s to drop whole).
    for (const kept of ['Contract Manager, Offshore Wind – Acme Ltd', 'Outside Plant Technician – Fibre Networks', 'Senior Engineer, Hydrogen | Acme | 2019 – present', 'Director (reporting to the CEO; team of 24)', '- Reporting to the CEO, team of 24', 'team of 12 engineers']) {
      expect(withoutNotes(kept)).toBe(kept);
    }
    const current = (text: string) => facts(text).currentPosition;
    expect(current(['Experience', 'Skarvheim Offshore Wind UK Ltd                Jan 2021 – Present', 'Head of Operations & Maintenance – reporting to UK Country Manager | team of 112 (64 technicians) | £41m opex', '• Ran the base.'].join('\n'))).toBe('Head of Operations & Maintenance');
    // A fixed term's end is no date of the job's.
    expect(facts(['Experience', '• Heat Network Project Manager – FTC 12 months (extended to March 2027), Severnside City Council. I manage the contractor. October 2025 – present.'].join('\n')).entries.map((e) => [e.title, e.to > 2026.8])).toEqual([['Heat Network Project Manager', true]]);
  });

  it("reads a job told in one paragraph its dates close, and a board seat beside the job as no position", () => {
    const told = facts(['Experience', '', '• Superintendent, Hydro Maintenance (two projects, 11 units; $14M O&M budget).', '  I own the maintenance program. Cut forced outages by half. June 2021 to present.', '', '• Hydro Maintenance Supervisor (14 staff). Ran the relay crews.', '  April 2018 to May 2021.'].join('\n'));
    expect(told.currentPosition).toBe('Superintendent, Hydro Maintenance');
    expect(told.entries.map((e) => e.title)).toEqual(['Superintendent, Hydro Maintenance', 'Hydro Maintenance Supervisor']);
    const board = facts(['KEY APPOINTMENTS', 'Chair, Trading & Markets Working Group, Association of Flexibility Providers      2024 – present', 'Non-Executive Director, Brigalow Community Energy Co-operative Ltd      2022 – present', 'CONTRACT ROLES', 'Interim Head of Trading, Cobalt Flex Energy Ltd      Mar 2025 – present'].join('\n'));
    expect(board.currentPosition).toBe('Interim Head of Trading');
  });
});

describe('dates and headings of CVs translated from other languages', () => {
  const NOW = new Date('2026-11-15T00:00:00Z');
  const range = (text: string) => {
    const r = dateRange(normaliseDates(text), NOW);
    return r && [Math.round(r.from * 12), Math.round(r.to * 12), r.current];
  };
  it('reads their ways of saying a range and today', () => {
    const months = (y: number, m: number) => y * 12 + m - 1;
    expect(range('09.2024 – to this day')).toEqual([months(2024, 9), months(2026, 11), true]);
    expect(range('1. Executive Engineer ( July 1, 2019 - Continuing)')).toEqual([months(2019, 7), months(2026, 11), true]);
    expect(range('06.2021 – present time')).toEqual([months(2021, 6), months(2026, 11), true]);
    expect(range('Du 01/06/2018 au 28/02/2021')).toEqual([months(2018, 6), months(2021, 3), false]);
    expect(range('Wind Farm Manager        03/2019 – a la actualidad')).toEqual([months(2019, 3), months(2026, 11), true]);
    expect(range('mart 2022. – do danas')).toEqual([months(2022, 3), months(2026, 11), true]);
    expect(range('oktobar 2007. – decembar 2010.')).toEqual([months(2007, 10), months(2011, 1), false]);
    expect(range('Ιαν 2023 - Σήμερα · 3 έτη 11 μήνες')).toEqual([months(2023, 1), months(2026, 11), true]);
    expect(range('Οκτ 2015 - Μαΐ 2017 · 1 έτος 8 μήνες')).toEqual([months(2015, 10), months(2017, 6), false]);
  });

  it('reads their headings, a numbered job, an aside wrapped below the employer, and a renamed employer in a form', () => {
    for (const heading of ['LABOUR ACTIVITY', 'PROFESSIONAL PATH', 'WORK BACKGROUND (Antecedentes laborales)', 'WORKING EXPERIENCE', 'Current role', 'EXECUTIVE ROLES', 'EARLIER CAREER']) {
      expect(sectionLines(`${heading}\nShift Engineer | Mar 2020 – Present`).map((l) => l.section)).toEqual(['experience']);
    }
    expect(facts('Employment History:\n1. Executive Engineer ( July 1, 2019 - Continuing)\nBangladesh Power Transmission Company Ltd. (BPTC)\n2. Assistant Engineer ( September 1, 2013 - June 30, 2019)\nBangladesh Power Transmission Company Ltd. (BPTC)')).toMatchObject({ currentPosition: 'Executive Engineer', yearsOfExperience: 13 });
    const wrapped = ['PROFESSIONAL PATH', 'mart 2022. – do danas', 'JKP "Toplana Ibar" Kraljevo (public utility company for district heating, 182 MW,', '14,200 connected flats and 1,100 business premises)', 'Assistant Director for Technical Affairs (reporting to the Director; 146 employees)'];
    expect(facts(wrapped.join('\n')).currentPosition).toBe('Assistant Director for Technical Affairs');
    const form = ['LABOUR ACTIVITY', '17.06.2019 – until now', 'Organisation: JSC "Zhaiyk MunaiGas" (since 2012 – Production Branch "Kaspiymunai")', 'Position: Chief Specialist'];
    expect(facts(form.join('\n')).entries.map((e) => [e.title, e.from])).toEqual([['Chief Specialist', 2019 + 5 / 12]]);
    // A post held at a fraction of a rate beside the job is part-time.
    expect(facts('WORK EXPERIENCE\n09.2024 – to this day\nHead of Sector\n01.2019 – to this day   Instructor of the Training Centre (combined position, 0.25 rate)').currentPosition).toBe('Head of Sector');
  });
});

const range2 = (text: string) => {
  const r = dateRange(normaliseDates(text), NOW);
  return r && [r.from, r.current];
};

describe('jobs in a text table, and promotions on one line', () => {
  it("joins a table row's cells that wrap onto the lines below, by pipes or by the heads' columns, and reads an empty To as now", () => {
    const piped = ['EXPERIENCE', 'From    | To      | Employer                 | Position                    | Main duties', '2023-12 | present | Vestkyst Brint A/S       | Senior Electrolyser Process | Process owner for the 40 MW', '        |         |                          | Engineer                    | PEM plant; leads 3 engineers', '2019-03 | 2023-11 | Nordfjord Ammonia ApS    | Process Engineer            | Ammonia loop optimisation'];
    expect(facts(piped.join('\n'))).toMatchObject({ currentPosition: 'Senior Electrolyser Process Engineer', yearsOfExperience: 7 });
    const spaced = ['EMPLOYMENT HISTORY', 'From      To        Employer                      Position                     Main duties', '03/2021             Serai Gas Processing Sdn.     Senior Control Room          Operate the DCS for', '                    Bhd.                          Operator                     2 gas trains', '08/2016   02/2021   Serai Gas Processing Sdn.     Control Room Operator        Panel operation'];
    expect(facts(spaced.join('\n'))).toMatchObject({ currentPosition: 'Senior Control Room Operator', yearsOfExperience: 10 });
    // A bullet below a row, across the columns, is the job's, not a wrapped cell; nor is a table whose rows do not stand under its heads one.
    const bullets = ['CAREER HISTORY', 'Dates                 Employer                                   Position', '07/2016 – present     Ogun Gas Power Ltd, Sagamu                 Senior Electrical Technician', '                      - Supervise 5 electrical technicians on preventive and corrective maintenance', '03/2011 – 06/2016     Lekki Power Services Ltd, Lagos            Electrical Technician'];
    expect(facts(bullets.join('\n'))).toMatchObject({ currentPosition: 'Senior Electrical Technician', yearsOfExperience: 15 });
  });

  it('reads the latest job dated by its start alone, the bigger share of two part-time jobs, roles listed in turn, and a field under the firm', () => {
    const started = ['PROFESSIONAL EXPERIENCE', 'Senior Reactor Operator (SRO) – Unit 2, crew of 11                    June 2021', 'Kessel Ridge Nuclear Station – Marlow, WA', 'Reactor Operator (RO)                                  March 2016 – May 2021', 'Kessel Ridge Nuclear Station – Marlow, WA'];
    expect(facts(started.join('\n'))).toMatchObject({ currentPosition: 'Senior Reactor Operator', yearsOfExperience: 10 });
    const portfolio = ['CURRENT ROLES', 'Heat Network Advisor (2 days a week)                  Jun 2024 – present', 'Northmoor Borough Council', 'Technical Director (3 days a week)                    Jan 2024 – present', 'Lantern Heat Networks Ltd'];
    expect(facts(portfolio.join('\n')).currentPosition).toBe('Technical Director');
    const inTurn = (order: string[]) => facts(['WORK EXPERIENCE', ...order].join('\n')).currentPosition;
    const vangsdal = ['', 'Aug 2008 – Feb 2017   Vangsdal Energi AS', 'Power Plant Operator', ''];
    const fjellkraft = ['Sep 2017 – today      Fjellkraft Vest AS', 'Operations Engineer', 'Plant Manager (reporting to the Head of Production; 23 staff)', '– Overall responsibility for the plant'];
    expect(inTurn([...vangsdal, ...fjellkraft])).toBe('Plant Manager');
    // Newest first, the first role listed is the latest.
    expect(inTurn(['Sep 2017 – today      Fjellkraft Vest AS', 'Plant Manager', 'Operations Engineer', '– Overall responsibility for the plant', ...vangsdal])).toBe('Plant Manager');
    const underFirm = ['EXPERIENCE', 'HURON SHORE POWER GENERATION – Lakeshore Bay Nuclear Generating Station, Port Ainslie, ON', 'Acting Manager, Outage Execution – temporary assignment to Mar 2027; reports to Director, Work Management; ~240 staff', 'Apr 2026 – present'];
    expect(facts(underFirm.join('\n')).currentPosition).toBe('Acting Manager, Outage Execution');
    // A town after the comma stays the employer's place.
    expect(facts(['EXPERIENCE', 'Vestas Wind Systems A/S', 'Wind Technician, Aberdeen', 'Apr 2020 – present'].join('\n')).currentPosition).toBe('Wind Technician');
  });

  it("makes whole a job's heading a PDF wrapped, and leaves a bullet's own wrapped text and an open range's next line alone", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    expect(read(['Separate Subdivision "Horyn Nuclear Power Plant" of State Enterprise "UkrAtomGen"', '09.2024 – to this day', 'Head of Sector (Reactor Core Monitoring Sector of the Nuclear Safety Department; 5', 'engineers)', '- Core monitoring']).currentPosition).toBe('Head of Sector');
    expect(read(['Lead Production Operator – 12-month contract via Meridian Resourcing, 8/6 roster,', 'crew of 5', 'Surat Gas Operations, Brolga Energy Group', 'May 2025 – Current']).currentPosition).toBe('Lead Production Operator');
    expect(read(['Senior Reactor Operator (SRO) – Unit 2, crew of 11 | June', '2021', 'Kessel Ridge Nuclear Station', 'Reactor Operator (RO) | March 2016 – May 2021'])).toMatchObject({ currentPosition: 'Senior Reactor Operator', yearsOfExperience: 10 });
    expect(read(['Foyle & Bann Electricity Networks | Sep 2009 – present', 'Craft Apprentice (2009) → Network Technician (2013) → Senior Network Technician', '(2018) → Field Team Leader (2022–present)']).currentPosition).toBe('Field Team Leader');
    expect(read(['Operations Manager, Northwind Energy Ltd, 2019 –', '2023 Promoted to lead the O&M team of 40', 'Site Engineer, Beta Wind Ltd, 2012 – 2019']).yearsOfExperience).toBe(14);
    expect(read(['Lift Maintenance Technician (weekends, Dec–Apr)', 'Mount Kessel Resort | | Dec 2021 – present', 'Protection & Control Technologist', 'Columbia Ridge Hydro – Kessel Canyon Generating Station | | Jan 2019', '– present (full-time, 1-in-4 on-call)']).currentPosition).toBe('Protection & Control Technologist');
    expect(read(['NORTHGATE TRANSMISSION COMPANY — Marlow Springs, OH', '2018 – Present', 'Senior Project Manager, Transmission (2021 – Present) — team of 4 PMs; portfolio', '~$240M/yr']).currentPosition).toBe('Senior Project Manager, Transmission');
  });

  it("keeps what a review found the new rules had broken: dates after a note, a field named like a note, a block's closing dates, a repeated title", () => {
    const read = (lines: string[]) => facts(['Experience', '', ...lines].join('\n'));
    expect(read(['Plant Manager, Northgate Energy Ltd, team of 40, Jan 2018 – present', '- Ran the plant', '', 'Shift Engineer, Eastpoint Power Ltd, Mar 2010 – Dec 2017'])).toMatchObject({ currentPosition: 'Plant Manager', yearsOfExperience: 16 });
    expect(read(['Head of Operations – reporting to the CEO, managing 3 plants, since March 2020', 'Northgate Energy Ltd', '', 'Engineer, Eastpoint Power Ltd, 2011 – 2020'])).toMatchObject({ currentPosition: 'Head of Operations', yearsOfExperience: 15 });
    expect(read(['Project Engineer – Contract 2019 – 2021', 'Northgate Energy Ltd']).entries.map((e) => [e.from, e.to])).toEqual([[2019, 2021]]);
    expect(withoutNotes('Senior Analyst – Budget and Planning')).toBe('Senior Analyst – Budget and Planning');
    expect(withoutNotes('Engineer – Secondment to National Grid')).toBe('Engineer – Secondment to National Grid');
    expect(read(['Senior Engineer, Northgate Networks (Jan 2019 – present)']).currentPosition).toBe('Senior Engineer');
    expect(read(['Senior Protection Engineer', 'Northgate Networks Ltd', '- Led relay setting reviews for 132 kV substations.', '- Mentored two graduate engineers.', 'March 2021 – present']).currentPosition).toBe('Senior Protection Engineer');
    expect(read(['Control Room Operator', 'Eastpoint Power Ltd, 2012 – 2018', '', 'Control Room Operator', 'Northgate Energy Ltd, 2018 – present']).currentPosition).toBe('Control Room Operator');
    expect(read(['2012 – 2016  Acme Power Ltd', 'Control Room Operator', 'Reporting to the Shift Manager', '', '2016 – present  Beta Energy Ltd', 'Operations Engineer', 'Reporting to the Plant Manager']).currentPosition).toBe('Operations Engineer');
    // A start alone at the top of a list oldest first is the first job; a credential with its year is no job.
    expect(read(['Relief Control Room Operator, Acme Power      August 2009', '', 'Control Room Operator, Acme Power      Jan 2010 – Dec 2015', 'Shift Supervisor, Acme Power      Jan 2016 – present'])).toMatchObject({ currentPosition: 'Shift Supervisor', yearsOfExperience: 16 });
    expect(facts(['Career History', '', 'Chartered Engineer (CEng), IET      March 2019', '', 'Senior Electrical Engineer, Northgate Networks Ltd      Jan 2017 – present', 'Electrical Engineer, Eastpoint Power Ltd      Jan 2010 – Dec 2016'].join('\n')).currentPosition).toBe('Senior Electrical Engineer');
    // The job before's last line across a blank line is no firm.
    expect(read(['Wind Technician, Vestas Northern Europe', 'Mar 2012 – Dec 2018', 'Maintained 40 turbines across three sites', '', 'Senior Wind Technician, Nordic Blade Inspection', 'Jan 2019 – present']).currentPosition).toBe('Senior Wind Technician');
  });

  it("reads what job boards, web forms and scans make of a job's lines", () => {
    // A rotation on the heading is a note; a job board's line of the firm's size stands between title and dates.
    expect(withoutNotes('Caldervane Energy UK Ltd – Braeside Alpha platform, Central North Sea | Jan 2013 – Jun 2016 | 2 on / 3 off')).toBe('Caldervane Energy UK Ltd – Braeside Alpha platform, Central North Sea | Jan 2013 – Jun 2016');
    expect(facts(['Experience', 'Portfolio Manager Power & Gas', 'Stadtwerke Rheinaue GmbH', 'Energy industry · 1,001-5,000 employees', 'Apr 2022 – today', 'Full-time employee · Professional/Experienced'].join('\n')).currentPosition).toBe('Portfolio Manager Power & Gas');
    const form = ['Employment history', 'Employer name *', 'Voltaway Charging Ltd', 'Job title *', 'Charge Point Installation & Maintenance Engineer', 'Start date *', 'Month', 'May', 'Year', '2022', 'End date', 'Month', 'Select...', 'Year', 'Select...', 'I currently work here', 'Yes', '', 'Employer name *', 'Greenbay Home Energy Ltd', 'Job title *', 'Electrician', 'Start date *', 'Month', 'February', 'Year', '2012', 'End date', 'Month', 'April', 'Year', '2022', 'I currently work here', 'No'];
    expect(facts(form.join('\n'))).toMatchObject({ currentPosition: 'Charge Point Installation & Maintenance Engineer', yearsOfExperience: 14 });
    const scan = ['EXPERIENCE', 'Nov 2O13 - Present       Station Supervisor', 'North Highland Hydro Generation Ltd', 'Apri1 2004 - 0ct 2013    Hydro Shift Technician', 'Sept l994 - Mar 2004     Electrician', 'EDUCATION AND TRAlNING', '1990 - 1994      Achnafearn Academy'];
    expect(facts(scan.join('\n'))).toMatchObject({ currentPosition: 'Station Supervisor', yearsOfExperience: 32 });
    // Letters in a year are read as digits only beside a month or a range's dash.
    expect(normaliseDates('Unit lO1O overhaul')).toBe('Unit lO1O overhaul');
  });

  it('keeps what a second review found the later rules had broken', () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    expect(read(['Jan 2020 - Present', 'Solutions Architect', 'Northwind Energy Ltd', 'Mar 2014 - Dec 2019', 'Engineer', 'Acme Ltd']).currentPosition).toBe('Solutions Architect');
    expect(read(["Registered Nurse, St Mary's Hospital      March 2019", '- Duties', 'Care Assistant, Oak House      Jun 2014 - Feb 2019'])).toMatchObject({ currentPosition: 'Registered Nurse', yearsOfExperience: 12 });
    expect(read(['EDF Energy', 'Manager, Stakeholder Engagement', 'Jan 2020 - Present']).currentPosition).toBe('Manager, Stakeholder Engagement');
    expect(read(['Designation: Assistant Manager - Human Resources', 'Period: Jan 2020 - Present']).currentPosition).toBe('Assistant Manager - Human Resources');
    expect(read(['Position: Engineer - Grade 7', 'Period: Jan 2014 - Present']).currentPosition).toBe('Engineer - Grade 7');
    expect(read(['British Gas', 'Electrician', 'Worthing | Jan 2020 – Present']).currentPosition).toBe('Electrician');
    expect(read(['Control Engineer – Electricity North West | Jan 2020 – Present']).currentPosition).toBe('Control Engineer');
    expect(read(['Contract Engineer, Beta Inc   September 15 - December 20, 2019']).entries.every((e) => e.from >= 2019)).toBe(true);
    expect(read(['Northgrid Energy, Senior Trader (£30m book), 2019 – Present']).currentPosition).toBe('Senior Trader');
    expect(read(['Project: Hornsea Two – Electrical Supervisor', 'Jan 2022 – Present']).currentPosition).toBe('Electrical Supervisor');
    expect(read(['Temporary Cover Supervisor', 'Jan 2024 - Present']).currentPosition).toBe('Temporary Cover Supervisor');
    expect(read(['Senior Engineer', 'Acme Ltd', 'Jan 2021', 'Dec 2023', '- Did things', 'Engineer', 'Beta Ltd', 'Jun 2015 - Dec 2020']).yearsOfExperience).toBe(8);
    expect(read(['Maintenance Engineer, XYZ Power Ltd   Jan 2020 - Present', 'Responsibilities:', '1. Preventive maintenance of boilers', '2. Training', '3. Safety audits', 'Junior Engineer, ABC Ltd   Jun 2012 - Dec 2019']).yearsOfExperience).toBe(14);
    // A mixed-case sub-heading under "EXPERIENCE" in capitals is the job's, and the jobs below it stay jobs.
    const achievements = ['Profile', 'Operations leader.', 'EXPERIENCE', 'Plant Manager, Acme Power Ltd', 'Jan 2020 – Present', 'Key Achievements', '- Cut forced outages', 'Operations Engineer, Beta Energy Ltd', 'Jan 2008 – Dec 2019'];
    expect(facts(achievements.join('\n')).yearsOfExperience).toBe(18);
    expect(read(['', 'Superintendent, Hydro Maintenance. I own the maintenance program for four stations. June 2021 to present.', '', 'Maintenance Planner, Hydro Ops. I planned outages for two stations. May 2015 to May 2021.']).currentPosition).toBe('Superintendent, Hydro Maintenance');
  });

  it("reads round fifteen's habits: tildes, a firm's legal forms, 'pres', 'Mgr', a promotion after a slash, a profile's title, Spanish headings", () => {
    expect(range2('Daeyang Energy Solution Co., Ltd.          2016.07 ~ Present')).toEqual([2016.5, true]);
    expect(facts(['Experience', 'Period | Employer | Position | Main responsibilities', '03.2021 – now | Miejskie Przedsiębiorstwo Energetyki Cieplnej Sp. z o.o. (MPEC), Borowiec Wielki – municipal district heating company | Head of Heat Network Operation Department – team of 38 | Operation and maintenance'].join('\n')).currentPosition).toBe('Head of Heat Network Operation Department');
    expect(facts(['EXPERIENCE', 'Red River Valley Electric Co-op', 'Journeyman Lineman                 2019-pres'].join('\n')).currentPosition).toBe('Journeyman Lineman');
    expect(facts(['EXPERIENCE', 'O&M Site Mgr (reports to Regional O&M Director; 9 techs)        06/2022 - Current'].join('\n')).currentPosition).toBe('O&M Site Mgr');
    expect(facts(['EXPERIENCE', 'Wind Turbine Technician / Snr Wind Turbine Technician', 'Garth Wen Wind Farm | 2021 –'].join('\n')).currentPosition).toBe('Snr Wind Turbine Technician');
    expect(facts(['Profile', 'For the last seven years I have been a Senior Service Engineer with Foyleside Heating & Gas.', 'Experience', 'Foyleside Heating & Gas Ltd, Ballycreggan          2019 – present', '• Boiler servicing'].join('\n')).currentPosition).toBe('Senior Service Engineer');
    expect(sectionLines('ANTECEDENTES ACADÉMICOS\n2007 – 2013 Ingeniería Civil Química\nPRÁCTICAS\nPráctica profesional, enero – febrero 2013').map((l) => l.section)).toEqual(['education', 'other']);
    expect(facts(['EXPERIENCE', 'Compressor Station Superintendent – 28 people          desde 16/09/2020'].join('\n')).currentPosition).toBe('Compressor Station Superintendent');
  });

  it('keeps what a third review found the fifteenth round had broken', () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A start alone above a line that opens with a year is still a job held.
    expect(read(['Lead Engineer, Acme Power Ltd    Oct 2020', '2023: promoted to Principal Engineer', 'Engineer, Beta Ltd    Jan 2012 – Sep 2020'])).toMatchObject({ currentPosition: 'Lead Engineer', yearsOfExperience: 14 });
    // A membership named with its body is a credential.
    expect(read(['Chartered Engineer, IET    March 2019', '', 'Senior Engineer, Acme Power Ltd    Jan 2016 – present']).currentPosition).toBe('Senior Engineer');
    // Beca is an engineering firm, and a job search team a job.
    expect(read(['Senior Electrical Engineer, Beca, Auckland', 'Mar 2019 – Present', 'Electrical Engineer, Acme Ltd', 'Jan 2014 – Feb 2019'])).toMatchObject({ currentPosition: 'Senior Electrical Engineer', yearsOfExperience: 12 });
    expect(read(['Software Engineer – Job Search team, Indeed', 'Mar 2019 – Present']).entries[0]!.countsAsWork).toBe(true);
    // A milestone bullet dated by its year is no range's end.
    expect(read(['Plant Manager, Acme Power Ltd    Jan 2015', '- 2019 – promoted to Station Manager', 'Operations Engineer, Beta Energy Ltd    Mar 2008 – Dec 2014']).yearsOfExperience).toBe(18);
    expect(normaliseDates('Fleet grew in 2012 ~ 2014 turbines; in 2019 ~2000 MW')).toBe('Fleet grew in 2012 ~ 2014 turbines; in 2019 ~2000 MW');
    expect(normaliseDates('2018 - Pres. of the Student Union')).toBe('2018 - Pres. of the Student Union');
    expect(facts(['Profile', 'I spent eight years as a Site Engineer with Balfour Beatty before moving into planning.', 'Experience', 'Balfour Beatty Group          2018 – present', '• Planning'].join('\n')).currentPosition).not.toBe('Site Engineer');
  });

  it("reads round sixteen's habits: a field beside the employer's own line, a town below the dates or above them, 'Halen'", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A title's field after its comma, the employer on a line of its own above, below, or below the dates' line.
    expect(read(['Project Manager, Solar EPC', 'Suryatej Power Solutions Pvt. Ltd.', '• Delivered 5 projects', '06/2021 – Current', 'Pune, India', '', 'Site Engineer', 'Deccan Greenfield Energy', '• Supervised piling', '02/2017 – 05/2021', 'Hyderabad, India'])).toMatchObject({ currentPosition: 'Project Manager, Solar EPC', yearsOfExperience: 9 });
    expect(read(['Bayou Crest Energy Marketing LLC                               Houston, TX', 'Senior Power Trader, Real-Time Desk', 'Aug 2021 – Ongoing']).currentPosition).toBe('Senior Power Trader, Real-Time Desk');
    expect(read(['Commercial Manager, Power Purchase Agreements                         06/2022 – Present', 'Andina Generación S.A.C. — Lima (hydro and wind generator, 780 MW)', '- Own a portfolio of 46 PPAs']).currentPosition).toBe('Commercial Manager, Power Purchase Agreements');
    // A firm's name after the comma, above a town on its own line, is the employer.
    expect(read(['Project Engineer, Gamesa', 'Glasgow, Scotland', 'Mar 2019 – Present']).entries[0]).toMatchObject({ title: 'Project Engineer', employer: 'Gamesa' });
    expect(read(['Project Manager, Solar EPC', 'Pune, India', 'Mar 2019 – Present']).currentPosition).toBe('Project Manager, Solar EPC');
    // A town on a line of its own between the employer and the dates; the apprentice's title above them counts.
    const town = read(['Heat Pump Design Consultant', 'Bellarine Heat & Air Pty Ltd', 'Geelong, VIC', 'Feb. 2024 – Current', '', 'Refrigeration Mechanic Apprentice', 'Polar Bay Refrigeration', 'Geelong, VIC', 'Jan. 2012 – Jan. 2024', '– Four-year apprenticeship, extended while studying part-time']);
    expect(town.entries.map((e) => [e.title, e.employer, e.countsAsWork])).toEqual([['Heat Pump Design Consultant', 'Bellarine Heat & Air Pty Ltd', true], ['Refrigeration Mechanic Apprentice', 'Polar Bay Refrigeration', true]]);
    // Not a firm and its town, which is the employer's line.
    expect(read(['Senior Software Developer, Grid Simulation', 'Gridwise Analytics B.V., Ravenmeer', '03/2022 – now']).currentPosition).toBe('Senior Software Developer, Grid Simulation');
    expect(read(['2018 – Halen        Wind Farm Site Manager', '2012 – 2018         Maintenance Engineer'])).toMatchObject({ currentPosition: 'Wind Farm Site Manager', yearsOfExperience: 14 });
    // Turkish, Polish, Romanian and Vietnamese months and words for today.
    expect(range2('Mart 2019 – Günümüz')).toEqual([2019 + 2 / 12, true]);
    expect(range2('Ocak 2014 – Şubat 2019')).toEqual([2014, false]);
    expect(range2('marzec 2017 – do chwili obecnej')).toEqual([2017 + 2 / 12, true]);
    expect(range2('ianuarie 2012 – decembrie 2016')).toEqual([2012, false]);
    expect(range2('09.2018 – în prezent')).toEqual([2018 + 8 / 12, true]);
    expect(range2('01/2020 – nay')).toEqual([2020, true]);
    // A PDF's wrap inside a range written in French, and a Word file's jobs closed by dates and towns with no blank lines.
    const wrapped = read(['Senior Engineer, Protection & Control', 'Réseau Hydroélectrique Mauricie, Trois-Rivières (QC) | Sep. 2019 – à', 'ce jour', '- Relay settings', 'Protection Engineer', 'Groupe Conseil Batiscan inc., Québec (QC) | mai 2015 – août', '2019', 'Chargée de cours (temps partiel) / Part-time Lecturer', 'Cégep de Shawinigan-Nord, Shawinigan (QC) | janv. 2021 –', 'juin 2023']);
    const months = (year: number) => Math.round(year * 12);
    expect(wrapped.entries.map((e) => [e.title, months(e.from), e.current ? 'now' : months(e.to)])).toEqual([['Senior Engineer, Protection & Control', months(2019 + 8 / 12), 'now'], ['Protection Engineer', months(2015 + 4 / 12), months(2019 + 8 / 12)], ['Part-time Lecturer', months(2021), months(2023.5)]]);
    expect(wrapped).toMatchObject({ currentPosition: 'Senior Engineer, Protection & Control', yearsOfExperience: 11 });
    expect(read(['Project Manager, Solar EPC', 'Suryatej Power Solutions Pvt. Ltd.', '- Delivered 5 projects', '06/2021 – Current', 'Pune, India', 'Site Engineer', 'Deccan Greenfield Energy', '- Supervised piling', '02/2017 – 05/2021', 'Hyderabad, India', 'Graduate Intern – Design & Estimation', 'Kaveri Solar Systems', '- Prepared PVsyst reports', '07/2016 – 12/2016', 'Bengaluru, India'])).toMatchObject({ currentPosition: 'Project Manager, Solar EPC', yearsOfExperience: 9 });
  });

  it('keeps what a review found the sixteenth round had broken', () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n')).currentPosition;
    // A line beside the title that describes the firm, names a client or an agency is no firm's own line; nor is a field
    // a firm whose name holds a field's word.
    expect(read(['Senior Analyst, Aurora Energy Research          Jan 2021 – Present', 'Oxford-based energy market analytics company', '• Built power price forecasts'])).toBe('Senior Analyst');
    expect(read(['Lead Commissioning Engineer, Brightwater Energy          Mar 2021 – Present', 'Client: Northern Grid Transmission plc', '• Commissioned GIS'])).toBe('Lead Commissioning Engineer');
    expect(read(['Senior Engineer, ScottishPower Renewables        2019 – Present', 'Part of the Iberdrola Group'])).toBe('Senior Engineer');
    expect(read(['Electrical Supervisor, Northern Solar Farms        March 2021 – Current', 'Contracted through Coral Coast Labour Services'])).toBe('Electrical Supervisor');
    expect(read(['Nordvind Group AB', 'Head of Trading, Nordvind Energy Trading    2021 – Present', 'Senior Trader, Nordvind Energy Trading    2016 – 2021'])).toBe('Head of Trading');
    expect(read(['Technician, Fjord Hydro Power    2012 – 2017', 'Maintained turbines for the municipal power company', 'Operations Engineer, Nordic Wind Power    2017 – Present', 'Availability analysis'])).toBe('Operations Engineer');
    expect(read(['Software Engineer, Real Time Grid Systems | London | 2019 – Present'])).toBe('Software Engineer');
    // A field in one word no list knows stays the title's.
    expect(read(['Lead Engineer, Subsea', 'Tidewater Offshore Ltd', 'Mar 2019 – Present', '• Design reviews'])).toBe('Lead Engineer, Subsea');
    // A town is skipped only under a title and its firm: not under a title no list knows, nor at a job's first line.
    expect(read(['Lonestar Renewables LLC', 'Wind Turbine Tech III', 'Abilene, TX', 'June 2019 – Present', '- Troubleshooting converters'])).toBe('Wind Turbine Tech III');
    expect(read(['Northern Powerlines Ltd', 'Senior Craftsperson', 'Leeds, UK', 'Mar 2019 – Present'])).toBe('Senior Craftsperson');
    expect(read(['Trainee Craftsperson', 'Yorkshire Electric, Wakefield', 'Sep 2010 – Feb 2014', 'Worked alongside a senior jointer on 11 kV faults', 'Senior Craftsperson', 'Northern Powerlines, Leeds', 'Mar 2014 – Present', '• 11 kV jointing'])).toBe('Senior Craftsperson');
    expect(read(['Energy consultant with 12 years in utilities advisory', 'Principal', 'Halcyon Advisory, London', 'Mar 2020 – Present', '• Led engagements', 'Manager', 'Kestrel Partners, London', 'Sep 2014 – Feb 2020'])).toBe('Principal');
  });

  it("reads round seventeen's habits: Gulf and overseas sections, a town line in three parts, a field after the dates, 'nå', a student's term-time job, activities", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    expect(sectionLines('GULF EXPERIENCE\nSenior Engineer\nOVERSEAS EMPLOYMENT\nForeman\nLOCAL EMPLOYMENT\nTechnician\nVOLUNTEER & ACTIVITIES\nPeer tutor').map((l) => l.section)).toEqual(['experience', 'experience', 'experience', 'other']);
    expect(read(['HVAC FOREMAN', 'Al Waha Cooling Systems Co. Ltd.', 'Ras Harmal Industrial City, Kingdom of Saudi Arabia', 'From 10/2022 to 06/2026  (Finished Contract)', '', 'HVAC TECHNICIAN', 'Doha Breeze MEP Services W.L.L.', 'State of Qatar', 'From 03/2016 to 08/2019', '', 'AIRCON TECHNICIAN', 'Northpoint Refrigeration Services', 'Poblacion, San Benito, Cebu', 'From 06/2012 to 12/2015']).entries.map((e) => e.title)).toEqual(['HVAC FOREMAN', 'HVAC TECHNICIAN', 'AIRCON TECHNICIAN']);
    expect(read(['Jan 2021 – nå        Principal Engineer, Floating Foundations', '                     Vestavind Offshore AS, Bergen', '                     - Technical owner of the foundation concept', '', 'Summer 2009          Summer intern, Nordsjø Subsea Services AS', '', 'Jul 2004 – Jun 2005  Military service (førstegangstjeneste)'])).toMatchObject({ currentPosition: 'Principal Engineer, Floating Foundations', yearsOfExperience: 6 });
    expect(read(['juni 2023 – nu', 'Product Manager, Large Heat Pumps', 'Sundvik Värme AB, Malmö']).currentPosition).toBe('Product Manager, Large Heat Pumps');
    expect(read(['LONGHORN MERIDIAN SOLAR, LLC          Cedar Ridge, TX          Jan 2020 – Present', 'Director of Development, Utility-Scale Solar & Storage     Apr 2023 – Present', 'Senior Development Manager     Jan 2020 – Apr 2023']).currentPosition).toBe('Director of Development, Utility-Scale Solar & Storage');
    expect(read(['Sales Associate (part-time, 12–15 hrs/week during academic terms)      Sep 2021 – Apr 2025']).entries[0]!.countsAsWork).toBe(false);
    // A PDF's cell between a form's label and its colon, and a month whose year wrapped below a bullet left open.
    expect(read(['1) Duration | : 12-Jan-2019 to Till Date', 'Company | : Al Noor Power Contracting LLC, Sultanate of Oman', 'Designation : Senior Electrical Engineer']).currentPosition).toBe('Senior Electrical Engineer');
    expect(read(['Shift Supervisor (full-time), Riverbend Coffee Roasters – Dunmore, WA | Feb', '2014 – Jun 2017', '- Supervised 8 baristas per shift, scheduling and opening/closing', 'Server (part-time, during school), Cougar Lane Grill – Dunmore, WA | Sep', '2017 – May 2021']).yearsOfExperience).toBe(3);
  });

  it("keeps what a review found the seventeenth round had broken, and reads round eighteen's habits", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A bare "Activities" inside a job is no heading; a school's term-time job and a lab run in term are work.
    expect(read(['Senior Engineer, Northwind Ltd, 2019 – present', 'Activities', '- Grid studies', 'Engineer, Southgrid plc, 2012 – 2019']).yearsOfExperience).toBe(14);
    expect(read(['Energy Assessor, Greenhome Surveys Ltd, 2021 – present', 'Teaching Assistant (term-time only), Oakfield Primary School, 2013 – 2021']).yearsOfExperience).toBe(13);
    expect(read(['HV Laboratory Technician, University of Northfield', '2016 – present', '- Ran undergraduate HV labs during academic terms', 'Electrical Technician, Bridgeport Switchgear Ltd', '2010 – 2016'])).toMatchObject({ currentPosition: 'HV Laboratory Technician', yearsOfExperience: 16 });
    // A firm whose name opens with a word of a field's kind is no field; a field in a word of doing above a firm and town is.
    expect(read(['Maintenance Engineer – Marine Harvest | 2016 – Present']).currentPosition).toBe('Maintenance Engineer');
    expect(read(['Project Engineer, Tidal Lagoon Power | Swansea | 2017 – Present']).currentPosition).toBe('Project Engineer');
    expect(read(['Maintenance Engineer, Marine Harvest', 'Bergen, Norway', '2019 – Present']).currentPosition).toBe('Maintenance Engineer');
    expect(read(['Senior Analyst, Pricing', 'Brightside Energy, Leeds, UK', '2019 – Present']).currentPosition).toBe('Senior Analyst, Pricing');
    // A blank line between a title and its dates, a duration or "(full-time)" after them.
    expect(read(['Operations Manager, Helios Assets Ltd', '', 'Jan 2021 – Present (full-time)']).currentPosition).toBe('Operations Manager');
    expect(read(['Senior Protection Engineer, Eastern Grid plc', '', 'Mar 2019 – Present (7 yrs 8 mos)', '', 'Protection Engineer, Anglia Networks Ltd', '', 'Sep 2012 – Feb 2019 (6 yrs 6 mos)']).currentPosition).toBe('Senior Protection Engineer');
    // Round eighteen: a field with an aside before the dates, roles under a form's grade, a glossed heading and label,
    // a range's end in two digits, voluntary work.
    expect(read(['Electrical Technician, Solar & BESS (Contract)                 Mar 2024 – Present', 'Yarrabee Renewables Pty Ltd – Yarrabee Solar Farm, Mid West WA']).currentPosition).toBe('Electrical Technician, Solar & BESS');
    expect(read(['   (c) Executive Engineer (XEN)', '       Grade: BPS-18 (promoted on recommendation of DPC)', '       Operation Division Kot Sahiban', '       Since Aug 2019 till date']).currentPosition).toBe('Executive Engineer');
    expect(sectionLines('KINH NGHIỆM LÀM VIỆC (Work experience)\nSite Engineer\nHỌC VẤN (Education)\nBachelor').map((l) => l.section)).toEqual(['experience', 'education']);
    expect(read(['01/2018 – nay (01/2018 – present)', 'Công ty Cổ phần Năng lượng Sao Phương Nam (Southern Star Energy JSC) – solar EPC contractor', 'Chức vụ (Position): Construction Manager']).currentPosition).toBe('Construction Manager');
    expect(read(['Mar 2021 - Present   O&M Site Supervisor', '2017-21              Wind Turbine Technician', '2014-17              Electrical Technician']).yearsOfExperience).toBe(12);
    expect(normaliseDates('2010-11 – 2012-03')).not.toContain('2011');
    expect(facts(['EXPERIENCE', 'Project Engineer, Sunwave Renewables (Pvt) Ltd', 'January 2023 – June 2026', 'VOLUNTARY WORK', 'Technical Advisor (voluntary, part-time), Village Consumer Society – July 2026 to present'].join('\n')).currentPosition).toBe('Project Engineer');
  });

  it("keeps what a review found the eighteenth round had broken", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A two-digit range end only as a cell of its own: not an academic year opening a range, a cohort, a period built, a
    // code, a capacity.
    expect(read(['Lecturer, Midlands University, 2019-20 to present']).yearsOfExperience).toBe(7);
    expect(read(['Graduate Electrical Engineer (2022-24 cohort)', 'Coastline Power Networks Ltd, Plymouth', 'Sep 2022 – Present']).currentPosition).toBe('Graduate Electrical Engineer');
    expect(read(['Asset Manager — Skyline Renewables Ltd', 'Apr 2022 – Present', 'Portfolio of 12 wind farms built 2008-15, 410 MW']).yearsOfExperience).toBe(4);
    expect(read(['Senior Engineer, Acme Ltd, Mar 2023 – Present', 'Engineer, Beta Ltd, Sep 2012 – Feb 2017', '- Site lead on PRJ-2016-23 (Hill End Wind Farm)']).yearsOfExperience).toBe(8);
    expect(read(['Ops Manager, Acme Solar Ltd, Feb 2014 – Dec 2019', '2018 - 27 MW Eastfield Solar']).yearsOfExperience).toBe(5);
    expect(read(['Electrical Supervisor, Northbank Construction Ltd, 2019 – present.', 'Electrician, Hillside Electrical Ltd, 2014-19.', 'Apprentice Electrician, Hillside Electrical Ltd, 2010-14.']).yearsOfExperience).toBe(16);
    // "ACTIVITIES" after a blank line heads a section; "voluntary, community and social enterprise" is a sector.
    expect(facts(['EXPERIENCE', 'Engineer | Westshire Power plc | Sep 2018 – Present', '', 'ACTIVITIES', 'Treasurer, Bath Rowing Club, 2010 – Present'].join('\n')).yearsOfExperience).toBe(8);
    expect(read(['Community Energy Officer', 'Leeds Community Energy Trust (voluntary, community and social enterprise sector)', 'May 2021 – Present', '', 'Energy Advisor, Acme Energy Ltd', 'Jan 2015 – Apr 2021']).currentPosition).toBe('Community Energy Officer');
    // A field's kind alone where the employer is named apart; a firm whose name ends in a word of doing is a firm.
    expect(read(['Key Account Manager, Industrial & Commercial | Meridian Energy Ltd | Apr 2021 – Present']).currentPosition).toBe('Key Account Manager, Industrial & Commercial');
    expect(read(['Authorized Nuclear Operator, Ontario Power Generation', 'Pickering, ON', 'Sep 2016 – Present']).currentPosition).toBe('Authorized Nuclear Operator');
    // A firm in capitals with its sector in brackets is no heading; a firm after the dates names the job.
    expect(read(['GRIDSENSE ANALYTICS LTD (Software)', 'Data Engineer | Jan 2021 – Present', 'VOLTWAY CHARGING LTD (Projects)', 'Project Coordinator | Jun 2017 – Dec 2020']).currentPosition).toBe('Data Engineer');
    expect(read(['', 'Aug 2008 – Aug 2017   Vangsdal Energi AS, Sogndal', 'Power Plant Operator', 'Shift Supervisor', '', 'Sep 2017 – Present    Fjellkraft Vest AS, Bergen', 'Operations Engineer']).currentPosition).toBe('Operations Engineer');
    // A town between a title alone and the firm's line is neither.
    expect(read(['Electrical Superintendent', 'Jubail, Saudi Arabia', 'Arabian Utilities Contracting Co.', '2017 – Present']).currentPosition).toBe('Electrical Superintendent');
  });

  it("reads round nineteen's habits: a field of services or a region beside the firm's line, 'Spot', days a week, a wrapped title over its firm", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    expect(read(['04/2019 – present     Chief Engineer, Gas Turbine Services', '                      Kellenrather Turbinenbau GmbH, Kellenrath']).currentPosition).toBe('Chief Engineer, Gas Turbine Services');
    expect(read(['Straits Meridian Energy Pte Ltd, Singapore', 'Head of LNG & Power Trading, Asia                                  Apr 2021 – Present']).currentPosition).toBe('Head of LNG & Power Trading, Asia');
    expect(read(['Kestrel Energy Markets Pty Ltd, Sydney', 'Power Trader, Spot & Short-Term                                  Jul 2023 - Present']).currentPosition).toBe('Power Trader, Spot & Short-Term');
    // Of two current part-time roles, the one of more days a week.
    expect(read(['Community Energy Coordinator (3 days/week)', 'Tidewater Community Power Co-operative, Port Halloran          May 2023 – Present', '', 'Home Energy Auditor (contract, approx. 1–2 days/week)', 'Northshore Efficiency Services                                  Jan 2024 – Present']).currentPosition).toBe('Community Energy Coordinator');
    // A title a narrow column wrapped, above the firm's own line, in a block its dates close.
    expect(read(['Shift Operations', 'Manager', 'Harwick Point Power Station – Kestrel Nuclear Generation Ltd', '▪ Lead a shift team of 28', 'Aug 2020 – Present', '', 'Senior Reactor Operator', 'Harwick Point Power Station – Kestrel Nuclear Generation Ltd', '▪ Supervised the main control room desk', 'Aug 2015 – Jul 2020']).currentPosition).toBe('Shift Operations Manager');
  });

  it('keeps what a review found the nineteenth round had broken', () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A week told for the office, a site or a rota is no part-time job; with no full-time job, part-time work counts.
    expect(read(['Senior Engineer, Acme Power Ltd | Jan 2016 – Present | Hybrid, 3 days per week in office', '• Led']).yearsOfExperience).toBe(10);
    expect(read(['Senior Engineer, Acme Power Ltd | Jan 2016 – Present | 37.5 hrs/week']).yearsOfExperience).toBe(10);
    expect(read(['Senior Engineer, Acme Power Ltd | Jan 2016 – Present', 'Engineer, Beta Ltd | Jan 2011 – Dec 2015 | On site 4 days/week']).yearsOfExperience).toBe(15);
    expect(read(['Senior Engineer, Acme Power Ltd | Jan 2016 – Present | 1 day a week']).yearsOfExperience).toBe(10);
    expect(read(['Visiting Lecturer, Leeds Beckett University | Sep 2023 – Present | 1 day a week', 'Energy Consultant, Acme Power Ltd | Jan 2016 – Present | 4 days/week'])).toMatchObject({ currentPosition: 'Energy Consultant', yearsOfExperience: 10 });
    // A wrapped title is joined only over a firm's own line and from a field of work; firms named with a field's word.
    expect(read(['ScottishPower Renewables', 'Technician', 'Iberdrola Group', '• Maintained turbines', 'Jan 2016 – Present']).currentPosition).toBe('Technician');
    expect(read(['Vattenfall Wind Power', 'Manager', 'Vattenfall AB', '• Ran the wind portfolio', 'Jan 2016 – Present']).currentPosition).toBe('Manager');
    expect(read(['Network Engineer, Gas Networks Ireland', 'Cork, Ireland', 'Jan 2016 – Present']).currentPosition).toBe('Network Engineer');
    expect(read(['Power Trader – Spot Energy', 'Jan 2016 – Present']).currentPosition).toBe('Power Trader');
    expect(read(['ABB Ltd', 'Service Engineer, ABB Power Services', 'Jan 2016 – Present']).currentPosition).toBe('Service Engineer');
  });

  it("reads round twenty-three's habits: a misspelt month in a range, a volunteer's title, a retained firefighter's part-time post", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // One slip from a month's name, in a range: "Febuary", "Septmber", "Ocotber" (a word alone before a year stays a word).
    expect(read(['Electrical Engineer, Outback Solar Farms', 'Febuary 2018 – Febuary 2022']).yearsOfExperience).toBe(4);
    expect(read(['Electrical Engineer, Outback Solar Farms', 'Septmber 2016 – Ocotber 2020']).yearsOfExperience).toBe(4);
    expect(read(['Senior Engineer, Marsh Energy | Jan 2016 – Present', 'Engineer, Romney Marsh 2012 Wind Ltd']).yearsOfExperience).toBe(10);
    // A volunteer doing a job's work is volunteering; a post organising volunteers is a job.
    const firefighter = ['[ 01/05/2021 – Current ]', 'VOLUNTEER FIREFIGHTER', 'Brzostów Fire Brigade', '', '[ 01/03/2019 – Current ]', 'SHIFT SUPERVISOR', 'Zawadzin Heat Sp. z o.o.'];
    expect(read(firefighter)).toMatchObject({ currentPosition: 'SHIFT SUPERVISOR', yearsOfExperience: 7 });
    expect(read(['Volunteer Coordinator, Community Energy Trust | Jan 2020 – Present'])).toMatchObject({ currentPosition: 'Volunteer Coordinator', yearsOfExperience: 6 });
    // A part-time post said in its firm's aside among other words, and an on-call firefighter's, beside the job.
    const onCall = (note: string) => read([`On-call Firefighter${' '.repeat(20)}Mar 2024 – Present`, `Marrenshire Fire and Rescue Service${note}`, '• Respond to emergency calls', '', `Senior Protection Engineer${' '.repeat(20)}Jan 2021 – Present`, 'Thackeray Controls Ltd', '• Protection design reviews']).currentPosition;
    expect(onCall(' (retained, part-time)')).toBe('Senior Protection Engineer');
    expect(onCall('')).toBe('Senior Protection Engineer');
    // An offer accepted, starting after today, is no job yet: "From January 2027" in its table cell.
    expect(read(['Senior Instrumentation & Control Engineer | From January 2027', 'Sadaf Offshore Power LLC, UAE', 'Offer accepted (signed September 2026).', 'Lead Instrument Technician | June 2018 – present', 'Nordkyst Offshore AS', '- Lead for a team.'])).toMatchObject({ currentPosition: 'Lead Instrument Technician', yearsOfExperience: 8 });
    // Jobs that open with their dates alone, a Word file's text without its blank lines: a bullet's sentence above the
    // dates is the job before's last, not a job told in a paragraph.
    const datesFirst = ['Apr 2018 – Jun 2021', 'Field Operations Supervisor, Savanna Off-Grid Solutions Ltd', '- Oversaw construction and commissioning of four village mini-grids (30–80 kWp).', 'Jul 2021 – To date', 'Managing Director, Njeri Solar & Electrical Installations Ltd', '- Founded the company.'];
    expect(read(datesFirst).currentPosition).toBe('Managing Director');
    expect(read(['04/2021 – present', 'Auenried, Germany', 'Senior Project Manager Solar Parks', 'Helion Build GmbH', '- Leading a project team of 2 site managers.', '10/2023 – present', 'Kelsbach, Germany', 'Lecturer (part-time, 2 SWS)', 'Hochschule Kelsbach', '- Teaching PV planning.', '09/2017 – 03/2021', 'Obermoosing, Germany', 'Site Manager Solar', 'Sonnfeld GmbH', '- Commissioning, acceptance with clients and handover documentation.', '10/2011 – 12/2013', 'Kelsbach, Germany', 'Working Student (Werkstudent), 16 h/week', 'Stadtwerke Kelsbach'])).toMatchObject({ currentPosition: 'Senior Project Manager Solar Parks', yearsOfExperience: 9 });
    expect(read([`Watch Manager${' '.repeat(20)}Mar 2024 – Present`, 'Marrenshire Fire and Rescue Service (retained, part-time)', '• Lead a watch', '• Weekly drills', '', `Engineer${' '.repeat(20)}Jan 2021 – Present`, 'Acme Ltd', '• Designs']).currentPosition).toBe('Engineer');
  });

  it("reads round twenty-four's habits: Vietnamese months, a numbered title alone over its firm and a form's dates", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    expect(read(['T3/2019 – Now     PHU LAM SOLAR POWER JSC', '                  Solar O&M Engineer', '', 'T7/2016 – T2/2019 TAN PHUOC THERMAL POWER JSC', '                  Operator']).yearsOfExperience).toBe(10);
    expect(read(['1. Shift Charge Engineer (SCE)', '   Meghna-Dhaleshwari Power Generation Ltd., 225 MW Combined Cycle Power Plant, Char Nayanpur', '   Duration: 15 March 2019 – Continuing', '   Responsibilities:', '   • Lead a shift']).currentPosition).toBe('Shift Charge Engineer');
    // A range that ends after this month goes on: a fixed-term secondment listed above the post it leaves for.
    expect(read(['03.2025 – 02.2027 (fixed term)', 'Chief Engineer (2-year secondment to the regulator)', 'Dansk Tilsyn, Ravnsbjerg', '- Technical lead', '', '08.2018 – present', 'Head of Substation Engineering', 'Nordhav Elnet A/S', '- Department of 34']).currentPosition).toBe('Chief Engineer');
    expect(read(['Site Engineer, Acme Ltd, Jan 2020 – Nov 2026', 'Engineer, Beta Ltd, Jan 2016 – Dec 2019']).currentPosition).toBe('Site Engineer');
    // A job's line opening with its dates and running on in a list of what it was: headed up to its title.
    expect(read(['Feb 2011 - Oct 2015  Karrawong Power Station (mine site power, gas turbines) run by Redgum Energy Services, power station operator, FIFO 2 on 1 off', 'Feb 2019 - pres  Coolabah Solar Farm (Windorah Renewables), Senior Operations Technician, 110MW site + 50MW battery, HV switching, inverter and tracker faults, contractor mgmt, monthly reports to the asset owner'])).toMatchObject({ currentPosition: 'Senior Operations Technician', yearsOfExperience: 12 });
    expect(read(['2021 - pres   Kwezi Power Station (Highveld Generation), rehired, Senior Plant Operator (SPO), units 3 and 4, boiler and turbine field rounds, isolations and permits, relieve in control room when needed']).currentPosition).toBe('Senior Plant Operator');
    // (A numbered line of what was done is no title.)
    expect(read(['Senior Engineer, Acme Power Ltd', '1. Commissioned two substations.', 'Jan 2016 – Present']).currentPosition).toBe('Senior Engineer');
  });

  it("keeps what a review found round twenty-four's rules had broken", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A numbered list of what was done is no job's title, nor its heading's words.
    expect(read(['Northern Powergrid (via Omexom) | Sep 2015 – Jan 2020', 'Protection Technician', 'Key achievements:', '1. Relay Test Programme For 40 Primary Substations', '2. Promoted To Senior Protection Technician', '', 'Yorkshire Transmission Services Ltd | Feb 2020 – Present', 'Protection & Control Engineer', '- Lead relay settings reviews'])).toMatchObject({ currentPosition: 'Protection & Control Engineer', yearsOfExperience: 11 });
    expect(read(['Senior Engineer, Acme Power Ltd | Jan 2016 – Present', '1. Commissioned Two Substations', '2. Weekend Standby Engineer', 'Technical Officer, Beta Ltd | January 2011 – June 2015'])).toMatchObject({ currentPosition: 'Senior Engineer', yearsOfExperience: 15 });
    // A range starting after today is not current for ending after it; a reserve's commitment is part-time; an MBA is study.
    expect(read(['Offshore Commissioning Lead, RWE | Jan 2027 – Jun 2027 (offer accepted)', 'Commissioning Technician, Acme Wind | Mar 2016 – Present']).currentPosition).toBe('Commissioning Technician');
    expect(read(['Engineering Technician, Royal Naval Reserve | Apr 2019 – Mar 2027 (reserve commitment)', 'Senior Marine Electrical Engineer, Acme Marine | Jan 2013 – Present']).currentPosition).toBe('Senior Marine Electrical Engineer');
    expect(read(['Executive MBA, Warwick Business School | Sep 2025 – Aug 2027', 'Head of Energy Trading, Acme Energy | Jan 2019 – Present', 'Energy Trader, Beta Power | Jan 2009 – Dec 2018'])).toMatchObject({ currentPosition: 'Head of Energy Trading', yearsOfExperience: 17 });
  });

  it("keeps what a review found round twenty-three's rules had broken", () => {
    const read = (lines: string[]) => facts(['EXPERIENCE', ...lines].join('\n'));
    // A paid post organising volunteers, whatever words stand between: its head organises.
    expect(read(['Volunteer Training Officer', 'Greater Manchester Energy Advice Charity | Jan 2021 – Present (permanent, full-time)', '- Deliver training', '', 'Energy Advisor', 'Pennine Energy Partnership | Sep 2015 – Dec 2020'])).toMatchObject({ currentPosition: 'Volunteer Training Officer', yearsOfExperience: 11 });
    expect(read(['Volunteer and Events Coordinator, Lothian Community Energy', 'Nov 2021 – Present', '- Salaried; organise 40 events a year', '', 'Events Assistant, Scottish Renewables Forum', 'Sep 2018 – Oct 2021']).currentPosition).toBe('Volunteer and Events Coordinator');
    // "Part-time" in an aside about something else is no part-time job: a study alongside, a team's members.
    expect(read(['Senior Process Engineer | Aurora Hydrogen Ltd | Jan 2021 – Present', '- Electrolyser design', '', 'Graduate Process Engineer | Northmoor Refining Ltd | Sep 2013 – Aug 2017', '(full-time; part-time MSc alongside, employer-sponsored)', '- Rotations']).yearsOfExperience).toBe(9);
    expect(read(['EV Charging Operations Manager, ChargePoint Midlands Ltd        Oct 2019 – Present', '- Operations', '', 'Service Team Leader, Warwickshire Heating Services        May 2012 – Sep 2019', '(team of 11 engineers incl. 3 part-time)', '- Scheduling']).yearsOfExperience).toBe(14);
    // An on-call firefighter's years are work (a career break beside them is not); the job beside them is the position.
    expect(read(['Hydro & Wind Technician — Lakeland Renewable Energy Ltd', 'Feb 2017 – Present', '- Maintenance of hydro schemes', '', 'On-Call Firefighter — Cumbria Fire and Rescue Service, Keswick', 'Apr 2012 – Present', '- Paid on-call contract', '', 'Career break (raising family)', '2008 – 2017'])).toMatchObject({ currentPosition: 'Hydro & Wind Technician', yearsOfExperience: 14 });
    expect(read(['Crew Commander (On-Call), North Yorkshire Fire & Rescue, Skipton      2018 – Present', 'Gas Network Technician, Yorkshire Gas Distribution      Jan 2015 – Present', ' - Emergency response', 'Gas Engineer, Dales Heating      2010 – 2014']).currentPosition).toBe('Gas Network Technician');
    // A wholetime crew commander's title is a title.
    expect(read(['Crew Commander', 'Cheshire Fire and Rescue Service, Warrington | 2019 – Present', '- Command of a crew', '', 'Firefighter', 'Cheshire Fire and Rescue Service, Ellesmere Port | 2010 – 2019']).currentPosition).toBe('Crew Commander');
  });

  it('reads the title the dates stand beside in a line of promotions', () => {
    const text = ['CAREER HISTORY', 'Foyle & Bann Electricity Networks, Drumcarne depot          Sep 2009 – present', 'Craft Apprentice (2009) → Network Technician (2013) → Senior Network Technician (2018) → Field Team Leader (2022–present)'];
    expect(facts(text.join('\n')).currentPosition).toBe('Field Team Leader');
  });
});

describe('careers told a sentence a job, as people type them on a phone', () => {
  it('reads each dated line as a job: its dates, "til", "still there" or the next start, and its title after "as" or a promotion', () => {
    const darren = facts(['about me', 'qualified sparky, 17 yrs in the trade', '', 'Work history', '- 2009 to 2013 did my apprenticeship at Harlow & Fenn Electrical, mostly new builds',
      '- stayed on at Harlow & Fenn 2013 to 2017 as approved electrician, ran small jobs on my own', '- 2017 took a year out and went travelling round oz (not working)',
      '- 2018 started at Voltcrest Charging Solutions as ev charge point installer, car parks and depots. made up to Installation Team Leader in 2025 still there 👍 look after 3 vans',
      '', 'Quals / tickets', 'Level 3 NVQ Electrotechnical - Ashcombe College (day release) 2009-2013', 'School', 'Kingsbury Road School, 8 GCSEs 2009'].join('\n'));
    expect([darren.currentPosition, darren.yearsOfExperience]).toEqual(['Installation Team Leader', 16]);
    expect(darren.entries.map((e) => [e.title, e.from, e.to, e.countsAsWork])).toEqual([['Apprentice', 2009, 2013, true], ['approved electrician', 2013, 2017, true], [null, 2017, 2018, false], ['Installation Team Leader', 2018, 2026 + 10 / 12, true]]);
    // A promotion on a line of its own; "til 2010"; a year out of work.
    const ciaran = facts(['JOBS', 'worked for Carrigbawn Civil Works from 2004 to 2007 as general operative on roads and water mains',
      'went to Australia in 2007 and got taken on by Sunmark Powerline in Queensland as trainee lineworker, did the 2 yr programme and stayed on til 2010 then came home',
      'out of work 2011 (recession) did a few courses', 'march 2012 started with Eirline Networks as linesman (network technician grade 2) out of the depot',
      'promoted to senior linesman 2020 still there, run a crew of 4', '', 'EDUCATION', 'Kilbrannagh Community College, Leaving Cert 2003'].join('\n'));
    expect([ciaran.currentPosition, ciaran.yearsOfExperience]).toEqual(['senior linesman', 20]);
    // A job that only says when it started ends when the next starts; a title on its own sentence; "Im … now" on the line below.
    const lee = facts(['Jobs', 'feb 2010 - aug 2016 Kestrel Freight Lines, class 2 then class 1 driver, nights', '2021 full time at college retraining, no job that yr',
      'feb 2022 got taken on by Greenbay Charging Ltd as installer\'s mate / trainee installer, domestic wallboxes', 'march 2023 moved to ChargeLink Networks as a Field Service Engineer on the rapid chargers. still there. fault finding'].join('\n'));
    expect([lee.currentPosition, lee.yearsOfExperience]).toEqual(['Field Service Engineer', 11]);
    expect(lee.entries[2]!.to).toBeCloseTo(2023 + 2 / 12);
    const marco = facts(['Where I\'ve worked', '2023 - Mesa Grid Storage, still there. battery storage field technician (BESS). commissioning on container sites',
      '2019 to 2023 lead installer at Brightfield Solar, ran a 4 man crew', '2008-2011 part time at Casa Verde Hardware (weekends, while in high school)'].join('\n'));
    expect([marco.currentPosition, marco.yearsOfExperience]).toEqual(['battery storage field technician', 7]);
    const jamie = facts(['where ive worked', 'left school 2008 and was labouring for my uncles firm Strachan Builders (houses, extensions) til 2011',
      'Caldermoor Scaffolding Ltd 2011-2017, trainee then advanced scaffolder', 'Kinloch Wind Services - June 2020, still there', 'was lead scaffolder for the first 2 yrs, Im access supervisor now. look after the teams'].join('\n'));
    expect([jamie.currentPosition, jamie.yearsOfExperience]).toEqual(['access supervisor', 15]);
    expect(jamie.entries[0]!.title).toBe('Labourer');
  });

  it('ends a job where a line opens by leaving it, reads a line that goes on to another job as two, and a CV without headings', () => {
    // "left Desert Sun feb 2016 and started at Sunrun in march 2016": Desert Sun ends, Sunrun starts; "bumped up to … jan
    // 2025" is a promotion, not an end; a side job at weekends is not the position.
    const marcus = facts(['Experience', '- high school: bagged groceries at Fry\'s part time 2005-2007', '- june 2013 got hired at Desert Sun Solar as a solar installer, racking, panels',
      '- left Desert Sun feb 2016 and started at Sunrun in march 2016 as installer, bumped up to Crew Lead jan 2019. still here', '- 2021 - now: weekends helping out at Ramos Electric (side gig)'].join('\n'));
    expect([marcus.currentPosition, marcus.yearsOfExperience]).toEqual(['Crew Lead', 13]);
    expect(marcus.entries.map((e) => +e.to.toFixed(2)).slice(1, 3)).toEqual([2016.17, 2026.83]);
    // "travelled … then got work with Downer … oct 2013 to june 2017": the break, then the job; "finished my time in 2012
    // and stayed on … till march 2013" ends at the last end.
    const darragh = facts(['where ive worked', 'left school in 2007 and helped out on the home farm for the year (family, not paid)',
      'got taken on by ESB Networks as an apprentice network technician in sept 2008, finished my time in 2012 and stayed on as a network tech till march 2013',
      'went to oz in april 2013, travelled the east coast for about 6 mths then got work with Downer in Perth as a powerline worker oct 2013 to june 2017',
      'joined Kilcawley Power Lines Ltd in may 2018 as a linesman, moved up to Line Foreman last year and still here'].join('\n'));
    expect([darragh.currentPosition, darragh.yearsOfExperience]).toEqual(['Line Foreman', 16]);
    // No headings at all; a course is no job; a grade ends a title; "before school" is no study.
    const jake = facts(['Jake Whitfield', 'Sweetwater TX   (325) 555-0148', '15 yrs in wind', 'did the wind energy technology AAS at TSTC Sweetwater 2010-2012',
      'June 2012 hired on with Vestas as a Field Tech I out of the Sweetwater service shop', 'site contract ended nov 2016 and they let a bunch of us go, drove a frac sand truck dec 2016 thru march 2017',
      'in march 2018 I went over to NextEra Energy Resources as a Wind Tech II at Horse Hollow', 'promoted to Lead Wind Technician in jan 2022, thats what I do now'].join('\n'));
    expect([jake.currentPosition, jake.yearsOfExperience]).toEqual(['Lead Wind Technician', 13]);
    expect(jake.entries[0]!.countsAsWork).toBe(false);
    const tyler = facts(['WORK', 'currently at Suncor Firebag, started there oct 2019 as a 4th class. im a 3rd Class Power Engineer now, still there', 'before that CNRL Horizon from may 2015 til sept 2019 as 4th class power engineer',
      'went back to school sept 2013 to apr 2015, power engineering technology at SAIT', 'before school i drove vac truck for Clean Harbors out of lloydminster, started june 2009 and quit end of aug 2013'].join('\n'));
    expect([tyler.currentPosition, tyler.yearsOfExperience]).toEqual(['3rd Class Power Engineer', 15]);
  });

  it('reads a title before its dates, a job told by how long it ran, a course named for a job, and a start after "from" alone', () => {
    const rhys = facts(['where ive worked', 'WPD', 'got taken on april 2016 as a Trainee Jointer. made up to Jointer in 2018', 'Senior Jointer since jan 2024, i mentor the 2 trainees. still here',
      'Jones Bros Civils - agency labourer on the WPD cable job in Swansea, oct 2015 til march 2016', 'out of work march to sept 2015 after Dyfed Groundworks went bust',
      'Dyfed Groundworks Ltd, Carmarthen - groundworks labourer, june 2012 to feb 2015'].join('\n'));
    expect([rhys.currentPosition, rhys.yearsOfExperience]).toEqual(['Senior Jointer', 13]);
    const ciaran = facts(['JOBS - most recent first', 'Harland & Wolff, Belfast', 'started sept 2021 as a pipefitter on the fabrication side. passed my coding and moved over to Coded Pipe Welder march 2023, still there',
      'Bilfinger UK - Grangemouth refinery', 'pipefitter for 5 yrs till aug 2021, shutdowns', 'laid off oct 2015 when the oil price went through the floor, out of work til aug 2016',
      'Wood Group - North Sea', 'offshore pipefitter, 4 yrs finished oct 2015. 2 on 3 off', 'Lagan Pipework Ltd, Lisburn', 'apprentice pipefitter/welder sept 2007 - sept 2011'].join('\n'));
    expect([ciaran.currentPosition, ciaran.yearsOfExperience]).toEqual(['Coded Pipe Welder', 18]);
    const jesse = facts(['WORK HISTORY (oldest first)', '- 2009-2011 NAIT, Heavy Equipment Technician program. didnt finish it', '- Sept 2011 hired on at Sterling Crane as an apprentice crane operator. laid off June 2017',
      '- June 2017 to Jan 2018 on EI, looking for work', '- Feb 2018 - Mar 2022 Northern Lift Crane Ltd - journeyman crane operator',
      '- Apr 2022 to present - Mammoet Canada West. came in as a crane operator, bumped up to Lift Supervisor Nov 2025, now i run the lift plans'].join('\n'));
    expect([jesse.currentPosition, jesse.yearsOfExperience]).toEqual(['Lift Supervisor', 14]);
    // A school line's "left end of 2008" ends no job started after it.
    const rob = facts(['Rob Walker - Paraparaumu', 'been at Kapiti Heat Pumps since 2016. came in as a heat pump installer, im Lead Installer now', 'Watts Electrical - went back there nov 2014 as a registered sparky, til xmas 2015',
      'OE apr 2013 - oct 2014 backpacking europe, no work just travelling', 'apprenticeship at Watts Electrical, started feb 2009, qualified + registered march 2013', 'school - Palmerston North Boys High, left end of 2008'].join('\n'));
    expect([rob.currentPosition, rob.yearsOfExperience]).toEqual(['Lead Installer', 16]);
    const hafiz = facts(['WORK EXP (latest first)', 'PRefChem, Pengerang', 'Oct 2019 until now. Joined as Field Operator. Promoted to Panel Operator Jan 2023, currently running CDU/VDU',
      'PETRONAS Penapisan (Melaka) Sdn Bhd', 'Field Operator from Mar 2013, utilities then CDU area. Left when I got the offer from PRefChem.'].join('\n'));
    expect([hafiz.currentPosition, hafiz.yearsOfExperience]).toEqual(['Panel Operator', 13]);
  });

  it('reads the title a current job became on its own line, and steps listed newest first on one line', () => {
    expect(facts('MY EXPERIENCE (oldest first)\nSep 2018 - Dec 2021: O&M Technician, Garissa 50MW Solar Plant. Inverter faults.\nJul 2022 - to date: Kilifi 40MW Solar Park. Joined as Senior O&M Technician, promoted to O&M Site Supervisor in March 2025. Supervising 9 technicians.').currentPosition).toBe('O&M Site Supervisor');
    expect(facts('WORK\n04.2018 - now  Thames Heat Networks Ltd - start as commissioning engineer on district heating (HIUs, heat meters). From 2024 I am Senior Heat Network Engineer, I look after 14 networks.').currentPosition).toBe('Senior Heat Network Engineer');
    // (Not a bullet's promotion under a heading that names the title now.)
    expect(facts('EXPERIENCE\nPrincipal Engineer | Northgrid Ltd | 2015 – present\n- Joined as Engineer; promoted to Senior Engineer in 2018').currentPosition).toBe('Principal Engineer');
    const katharina = facts(['PROFESSIONAL EXPERIENCE', 'Uniper Global Commodities SE, Düsseldorf', 'Head of Power Analytics (since April 2022) · Senior Power Analyst (October 2019 – March 2022)',
      'RWE Supply & Trading GmbH, Essen', 'Fundamental Analyst, Power (September 2011 – March 2018) · Trading Trainee (September 2009 – August 2011)'].join('\n'));
    expect([katharina.currentPosition, katharina.yearsOfExperience]).toEqual(['Head of Power Analytics', 15]);
  });

  it('reads a CV pasted from a chat, typed as one paragraph, or listing older jobs by how long they ran', () => {
    const dave = facts(['[14/11/2026, 21:05] Dave Kerr: Dave Kerr - Dingwall, Highlands - 07700 900418', '[14/11/2026, 21:05] Dave Kerr: started with SSE Renewables aug 2019 as a wind turbine tech, onshore sites',
      '[14/11/2026, 21:06] Dave Kerr: got made up to senior wind turbine tech jan 2024, still there 👍', '[14/11/2026, 21:07] Dave Kerr: before that 5 yrs in the REME as a vehicle mechanic, got out june 2019'].join('\n'));
    expect([dave.currentPosition, dave.yearsOfExperience]).toEqual(['senior wind turbine tech', 12]);
    const ciaran = facts('Ciaran Doyle, Mullingar Co Westmeath, 087 214 6630. Im not great at these so ill keep it simple, I done my electrical apprenticeship with Kirby Group starting sept 2010, qualified in 2014 and stayed on with them as an electrician til march 2016, then went travelling round australia for the guts of a year, came home and got taken on by ESB Networks in march 2017 as a trainee network technician, qualified in 2019 and was made up to senior network technician in feb 2024 which is what im doing now, I also do a few nixers at weekends');
    expect([ciaran.currentPosition, ciaran.yearsOfExperience]).toEqual(['senior network technician', 15]);
    const brett = facts(['JOBS', 'Synergy (Muja Power Stn) - Rigger then Advanced Rigger - been with them 9 yrs (since feb 2017). advanced rigger since 2021', 'Off work - back injury - approx 7 mths, aug 2016 to feb 2017',
      'Monadelphous - Intermediate Rigger - 4 yrs, finished july 2016', 'Clough - Dogman - 2 yrs (Gorgon LNG, Barrow Island)', 'Coles Collie - nightfill - part time while at school'].join('\n'));
    expect([brett.currentPosition, brett.yearsOfExperience]).toEqual(['Advanced Rigger', 15]);
    // An apprenticeship's end that goes on in the same firm; a heading-less side job; a chat's two-digit year.
    const tama = facts(['work', '- Bay Solar & Electrical, Tauranga - started my electrical apprenticeship here feb 2023', '- finished my apprenticeship + passed my registration exam sept 2026 🎉 im now a Registered Electrician here, same company',
      '- Pak n Save Papamoa, checkouts - weekends while at school 2019-2021'].join('\n'));
    expect([tama.currentPosition, tama.yearsOfExperience]).toEqual(['Registered Electrician', 3]);
    const jp = facts(['WORK EXPERIENCE', 'SOLAR PHILIPPINES - Calatagan Solar Farm', 'I was hired June 2018 as PV Installer when I came home from Saudi. Promoted as Site Supervisor last 2022 up to present.',
      'SAUDI ELECTRICITY COMPANY (SEC) - Riyadh, KSA', 'Substation Electrician, deployed via Golden Crest Manpower Agency. Oct 2013 - Sept 2017, 2 contracts.'].join('\n'));
    expect([jp.currentPosition, jp.yearsOfExperience]).toEqual(['Site Supervisor', 12]);
    const doyle = facts(['jobs (newest first)', '- EV charge point engineer, Grafton Recruitment placed with EasyGo, feb 2024 - present', '- before that electrician on the smart meter rollout for ESB Networks, contract through CPL, from nov 21 til I moved over to easygo',
      '- before that PV installer through Hays, domestic solar jobs, oct 2020 - oct 2021'].join('\n'));
    expect([doyle.currentPosition, doyle.yearsOfExperience]).toEqual(['EV charge point engineer', 6]);
  });

  it('joins a story line a PDF wrapped at the page width: a broken date, a line running on in lower case, a phrase broken after a small word', () => {
    // As LibreOffice prints a phone-typed CV (Word file to PDF), each line at most about 90 characters.
    const tyler = facts(['Tyler Bouchard', 'Fort McMurray AB | 780-555-0198 | tbouchard.pe@outlook.com', 'WORK',
      'currently at Suncor Firebag on 7 on 7 off, started there oct 2019 as a 4th class on the', 'steam gen side (OTSGs, water treatment, glycol). got my 3rd class ticket in 2022 so im',
      'a 3rd Class Power Engineer now, still there', 'before that CNRL Horizon from may 2015 til sept 2019 as 4th class power engineer /', 'field operator in the utilities plant',
      'went back to school sept 2013 to apr 2015, power engineering technology at SAIT in', 'calgary (2 yr diploma)',
      'before school i drove vac truck for Clean Harbors out of lloydminster, started june', '2009 and quit end of aug 2013 to go to SAIT'].join('\n'));
    expect([tyler.currentPosition, tyler.yearsOfExperience]).toEqual(['3rd Class Power Engineer', 15]);
    const tama = facts(['work', '- Bay Solar & Electrical, Tauranga - started my electrical apprenticeship here feb', '2023 (solar PV, battery installs, heat pumps, domestic wiring)',
      '- finished my apprenticeship + passed my registration exam sept 2026 🔋 im now a', 'Registered Electrician here, same company', '- Pak n Save Papamoa, checkouts/shelf stacking - weekends while at school 2019-', '2021'].join('\n'));
    expect([tama.currentPosition, tama.yearsOfExperience]).toEqual(['Registered Electrician', 3]);
    // (Not lines of a text whose own lines are each a job: "… im Lead Installer now" / "Watts Electrical - went back there …".)
    const rob = facts(['Rob Walker - Paraparaumu', 'been at Kapiti Heat Pumps since 2016. came in as a heat pump installer, im Lead Installer now', 'Watts Electrical - went back there nov 2014 as a registered sparky, til xmas 2015',
      'apprenticeship at Watts Electrical, started feb 2009, qualified + registered march 2013'].join('\n'));
    expect(rob.entries.map((e) => e.title)).toEqual(['Lead Installer', 'registered sparky', 'Apprentice']);
  });

  it('reads what a review of the story reading found read worse: the latest step, a heading above, a firm named Tech, dated bullets, a bio', () => {
    // The latest of a promotion's steps; and no step in place of the title a heading above names.
    expect(facts('MY EXPERIENCE\n2013 started with Network Rail as a technician\njoined Brel in 2016 as an engineer, promoted to Site Supervisor in 2020 and to Site Manager in January 2024, still there').currentPosition).toBe('Site Manager');
    expect(facts('Professional Experience\nLead Transformer Engineer\nSiemens Energy, Hebburn | Sep 2014 – Present | joined as graduate, promoted to Engineer 2016, Senior Engineer 2019, Lead Engineer 2022\n- Mentor four graduate engineers').currentPosition).toBe('Lead Transformer Engineer');
    // "alternate Saturdays" in a full-time job's hours; a firm called "… Tech".
    expect(facts('EXPERIENCE\nAssessor (evenings) — Neath Port Talbot College — Sep 2023 – Present\nMaintenance Electrician — Tata Steel, Port Talbot — Mar 2015 – Present (days, Mon–Fri and alternate Saturdays)').currentPosition).toBe('Maintenance Electrician');
    expect(facts('EXPERIENCE\nNorthstar Tech — Senior Field Engineer — Apr 2022 – Present\nVaillant Group UK — Field Service Engineer — Jan 2017 – Mar 2022').currentPosition).toBe('Senior Field Engineer');
    // A headed CV's dated bullets and asides are no story's jobs.
    const gary = facts(['HV Cable Jointer', 'EXPERIENCE', 'HV Cable Jointer – Western Power Distribution / National Grid Electricity Distribution – Feb 2020 – Present (joined as LV jointer)', '• 2022 – passed my 33kV jointing assessment',
      'Cable Jointer – UK Power Networks Services – Mar 2011 – Aug 2015 (started as a jointer\'s mate)', '• 2014 – trained on 11kV heat shrink and cold shrink systems'].join('\n'));
    expect([gary.currentPosition, gary.yearsOfExperience]).toEqual(['HV Cable Jointer', 11]);
    const priya = facts(['Priya Kaur', 'Since March 2021, Priya has been Head of Grid Connections at Statkraft UK, leading a team of twelve engineers.', 'Before that, from July 2016 to February 2021, she worked at SSE Networks as a Senior Connections Engineer.',
      'She started her career in September 2012 as a graduate engineer at Western Power Distribution, where she stayed until June 2016.'].join('\n'));
    expect([priya.currentPosition, priya.yearsOfExperience]).toEqual(['Head of Grid Connections', 14]);
    // A break before the words that start the job; staying on after an apprenticeship; a pre-apprenticeship a course.
    const craig = facts(['MY EXPERIENCE', '2009 got taken on by Balfour Beatty as a trainee linesman, did my apprenticeship and qualified 2012', 'moved to UKPN in 2014 as an overhead linesman',
      'quit UKPN end of 2018 and went travelling round Australia for a year', 'came home jan 2020 and started with SSEN as a senior linesman, still there'].join('\n'));
    expect([craig.currentPosition, craig.yearsOfExperience]).toEqual(['senior linesman', 16]);
    const jordan = facts(['My experience', '2014 started at Scottish & Southern Electricity as an apprentice electrician', 'finished my apprenticeship 2018 and stayed on as a network electrician',
      'laid off in the 2020 restructure, no work from may 2020 til jan 2021', 'jan 2021 joined Pod Point as an EV charge point engineer, still there'].join('\n'));
    expect([jordan.currentPosition, jordan.yearsOfExperience]).toEqual(['EV charge point engineer', 12]);
    expect(facts('work history\n2017 started with Powercor as a linesman, made leading hand 2021 and still there\n2012 to 2017 Jemena - trainee then qualified lineworker, finished up march 2017\n2010 to 2012 did a pre-apprenticeship at Gordon TAFE').yearsOfExperience).toBe(14);
  });

  it('reads a paragraph in its sentences that open with a date or a move, a heading above a job, a move after an end, and a current job\'s promotions', () => {
    const jayden = facts('Licensed sparky + CEC accredited solar installer, 15 years experience\nStarted my electrical apprenticeship with Sparky Bros Electrical in Toowoomba in feb 2011 and got my licence in 2015 then stayed on as a sparky there til the end of 2016. Moved to Brissy and did 18 mths on the tools with Energy Connect QLD installing rooftop solar from jan 2017. Went travelling round SE asia and europe for about a year after that. Came home aug 2019 and got on with SunCoast Solar Solutions as a solar installer. Got made Install Team Leader there in march 2022 and still there. On weekends since 2023 I also do battery retrofits for my mates business (casual).');
    expect([jayden.currentPosition, jayden.yearsOfExperience]).toEqual(['Install Team Leader', 14]);
    // (A sentence that opens with neither is the job's: "Top installer in region 2016.")
    expect(facts('WORK\n08.2013 - 03.2018  Siemens Metering - smart meter installer, dual fuel. Top installer in region 2016.\n04.2018 - now  Thames Heat Networks Ltd - start as commissioning engineer on district heating. From 2024 I am Senior Heat Network Engineer, I look after 14 networks.').currentPosition).toBe('Senior Heat Network Engineer');
    const darnell = facts(['WORK HISTORY', 'Bayou State Scaffolding - Lake Charles LA', 'right after I graduated high school I started as a helper in june 2005, built scaffold at the refinery turnarounds til aug 2008',
      'SOWELA Tech', 'went back to school aug 2008 for my Process Technology degree (AAS), finished may 2010', 'Magnolia Energy Center (combined cycle) - Westlake LA',
      'got hired as an Auxiliary Operator jan 2011. moved up to Outside Operator in 2014. left oct 2019 when the plant got sold', 'Gulf South Generating Station - Sulphur LA',
      'hired on march 2020 as a Control Room Operator, made Shift Supervisor june 2024 and still there'].join('\n'));
    expect([darnell.currentPosition, darnell.yearsOfExperience]).toEqual(['Shift Supervisor', 18]);
    const cian = facts(['work', 'Started my plumbing apprenticeship with J Murphy Plumbing & Heating in Tuam january 2013, qualified end of 2016 and stayed on with Murphys as a plumber till may 2017.',
      'Then a year out, june 2017 - sept 2018 travelling, didnt work, just backpacking', 'Got taken on by GreenAir Heating in Galway oct 2018 as a Heat Pump Installer. Made up to Lead Installer in 2021.',
      'Left GreenAir jan 2024 and moved to Grant Engineering in Birr as Heat Pump Commissioning Engineer, been there since.'].join('\n'));
    expect([cian.currentPosition, cian.yearsOfExperience]).toEqual(['Heat Pump Commissioning Engineer', 12]);
    // A headed current job's promotion on the line below its dates, or on its own line; a range left open in its brackets.
    expect(facts('EXPERIENCE\n03/2017 - present   Wood - North Sea (Brent / Ninian / Alwyn platforms)\nRigger on hook-up and decom campaigns, then Lead Rigger from 2020. Since 08/2025 I am Rigging Supervisor, planning lifts.').currentPosition).toBe('Rigging Supervisor');
    const liam = facts('Jobs\n- Electrician at Balfour Beatty Utility Solutions (2017 - april 2020) - street lighting\n- Substation Fitter at Electricity North West (jan 2021 - ) - 11kV and 33kV substations. Promoted to Senior Substation Fitter 2024, Authorised Person for 11kV now');
    expect([liam.currentPosition, liam.yearsOfExperience]).toEqual(['Senior Substation Fitter', 9]);
    expect(facts('Experience\nMar 2020 - till date : Overhead Line Supervisor - Al Safwa Power Contracting, Riyadh. joined as Senior Lineman, supervisor since Apr 2023').currentPosition).toBe('Overhead Line Supervisor');
  });

  it('leaves a CV whose dates are set at the end of the firms\' lines to the headed reading, its paragraph\'s promotion the title', () => {
    const siobhan = facts(['EXPERIENCE', '', 'Carrig Energy — Lough Carrig CCGT Power Station, Co. Cork                     January 2012 – present',
      'I joined Carrig Energy in January 2012 as a trainee operator, spending my first year on plant rounds and on the', 'station simulator. I qualified as a Control Room Operator in 2013 and ran the unit through the 2016 and 2020',
      'major overhauls. I was promoted to Shift Supervisor in October 2019 and have held that post since,', 'leading a shift of seven operators and technicians. In 2021 I moved to the station\'s new five-shift roster.', '',
      'Celtic Link Ferries — Rosslare and Cherbourg                               September 2006 – February 2011', 'I went to sea in September 2006 as Third Engineer Officer on a ro-pax ferry and was promoted to Second',
      'Engineer in 2009. I came ashore in February 2011.'].join('\n'));
    expect([siobhan.currentPosition, siobhan.yearsOfExperience, siobhan.entries.length]).toEqual(['Shift Supervisor', 19, 2]);
  });

  it('reads the twenty-ninth round\'s stories: "Before this I was …", a side job that ends no open job, "and been X since", a list of what one holds, an end the line goes on from', () => {
    const sigrid = facts(['Sigrid Haugland', 'Oslo, Norway', 'Now I work in the operation central of Hafslund in Oslo. I started there in January 2023 as control room operator and since May 2025 I am senior control room operator.',
      'Before this I was 7,5 years with Statkraft in Sauda as hydro plant operator, from August 2015 until December 2022.', '2013 - 2015 I studied electric power at the technical vocational school in Haugesund, full time 2 years.',
      'Apprentice energy operator at Lyse Produksjon, August 2011 to August 2013.'].join('\n'));
    expect([sigrid.currentPosition, sigrid.yearsOfExperience]).toEqual(['senior control room operator', 13]);
    const jarrah = facts(['JET CHARGE', 'Started aug 2020 as an EV charger installer. Made Lead Installer march 2023 and been Field Supervisor (QLD) since aug 2025 - look after 9 installers.',
      'BRIGHT SPARKS ELECTRICAL, Brisbane', '4 yr apprenticeship mar 2014 - mar 2018, stayed on as a qualified sparky til jun 2019.', 'ON THE SIDE', 'weekends 2021-2022 helping a mates solar business with rooftop installs'].join('\n'));
    expect([jarrah.currentPosition, jarrah.yearsOfExperience]).toEqual(['Field Supervisor', 11]);
    const sipho = facts(['My name is Sipho Mokoena I am 35 years old.', 'In February 2011 I started as a security officer with Fidelity Security Services at the Sishen mine in Kathu I worked there until July 2014.',
      'In August 2014 I moved to the security contractor on the construction of a solar P V plant as a security supervisor. When the construction finished in October 2015 the O and M company asked me to stay and in November 2015 they took me on as a plant attendant.',
      'In May 2017 I broke my leg in a taxi accident and because I was on a fixed term contract it was not renewed. I was home for more than a year with no work.',
      'In September 2018 the same O and M company rehired me as a field technician. Since January 2024 I am the Operations Shift Supervisor.', 'Qualifications matric 2009, N3 electrical engineering 2020, code 10 drivers licence.'].join('\n'));
    expect([sipho.currentPosition, sipho.yearsOfExperience]).toEqual(['Operations Shift Supervisor', 14]);
    // Headings as CVs from Colombia and India write them.
    const andres = facts('PROFILE\nElectrical technologist.\nLABORAL EXPERIENCE\n* PCH La Cascada - Generación Andina S.A.S. E.S.P. - Auxiliary Operator from january 2015 to september 2018.\n* Central Hidroeléctrica Alto Nare (85 MW) - Plant Operator (Operador de Planta) since october 2018. In the 2023 I was promoted to Shift Supervisor (Jefe de Turno), this is my actual position.');
    expect(andres.currentPosition).toBe('Shift Supervisor');
    // The thirtieth round's: "rehired", "Working as … since", "currently … at", a title after a label's colon.
    expect(facts('WORK EXPERIENCE\n- Feb 2012 i was hired by VECO as Apprentice Lineman, regular Lineman 2013. Resigned Feb 2014 to work abroad\n- March 2014 to March 2018 - Overhead Line Electrician, Al Rashid Power Contracting\n- Sept 2018 rehired by VECO as Lineman. Promoted Line Foreman Jan 2023 up to present').currentPosition).toBe('Line Foreman');
    expect(facts('EXPERIENCE\nTata Power, Mumbai (2nd time)\nRejoined in Oct 2020 as Technician Gr. II in distribution substation O&M. Working as Senior Technician since April 2024 - handling shift.\nSuzlon Energy, Satara wind farm\nSite Technician, April 2016 to Dec 2019.\nTata Power, Trombay (1st time)\nJoined as Apprentice (under Apprentices Act, with stipend) Aug 2010, absorbed as Junior Technician July 2011. Left Mar 2016 for Suzlon').currentPosition).toBe('Senior Technician');
    expect(facts('jobs\ncurrently senior installer at SunVolt Solar in Joondalup, been there since feb 2022.\nbefore that solar installer with Bright Sun from 2016 til jan 2022').currentPosition).toBe('senior installer');
    // A dotted month's range in a bullet's aside; a break told below a line of dates alone.
    expect(facts('Experience\n- Smart Meter Installer at E.ON (07.2017-2019)\n- Warehouse Operative at Amazon, Coventry (08.2015-03.2017)\n- Electrician at Electrica SA, Cluj-Napoca (09.2010-04.2015)').yearsOfExperience).toBe(7);
    expect(facts('MY EXPERIENCE\n2019-06 – now\nSSE Heat Networks, London\nHeat Network Technician\n2017-11 – 2019-05\nMoved to UK. Not working, english course and Level 2 Plumbing\n2011-09 – 2017-10\nAB Vilniaus šilumos tinklai\nHeat network fitter').yearsOfExperience).toBe(13);
    expect(facts('WORK EXPERIENCE:\n1) Oct 2020 to till date - M/s Sri Lakshmi Manpower Services\n   Worked as Substation Operator at 132/33 KV SS Kazipet.\nEDUCATIONAL QUALIFICATION:\n- ITI Electrician (2 years), Govt ITI Warangal, Aug 2011 - Jul 2013 - 82%').yearsOfExperience).toBe(6);
  });

  it('leaves a CV whose jobs stand under lines of dates alone to the headed reading, its paragraphs telling moves in sentences', () => {
    const darren = facts(['CAREER HISTORY', 'OPERATIONS MANAGER', 'Origin Energy - Mortlake Power Station', 'July 2019 - Present', '', 'I joined Mortlake in July 2019 as Operations Manager. In 2021 I also acted as Station',
      'Manager for six months, then went back to operations full time. Since 2024 I have also been the operations lead', '', 'SHIFT MANAGER (and earlier operating roles)', 'Hazelwood Power Station', 'August 2004 - March 2017', '',
      'I joined Hazelwood in August 2004 as a Unit Operator, was promoted to Senior Unit Controller in 2009 and became', 'one of five Shift Managers in 2013.'].join('\n'));
    expect([darren.currentPosition, darren.entries.length]).toEqual(['OPERATIONS MANAGER', 2]);
  });

  it('leaves a headed CV whose bullets tell things in sentences, and a rirekisho\'s table of events, to the readings they have', () => {
    const headed = facts(['EXPERIENCE', 'Senior Engineer | Northgrid Ltd | 2019 – present', '- Promoted to Senior Engineer in 2021', '- Moved to the Leeds office in 2022',
      'Engineer | Southgrid plc | 2014 – 2019', '- Joined the graduate scheme in 2014 and worked for the protection team'].join('\n'));
    expect([headed.currentPosition, headed.yearsOfExperience, headed.entries.length]).toEqual(['Senior Engineer', 12, 2]);
    const rirekisho = facts(['Employment', 'Year | Month | Employment history', '2010 | 4 | Joined Higashi Electric Power Co., Inc.', '2016 | 4 | Promoted to Senior Engineer, Boiler Group',
      '2023 | 4 | Promoted to Project Manager, Kitaseto Offshore Wind Project', '2026 | 11 | Present (currently employed)'].join('\n'));
    expect(rirekisho.currentPosition).toBe('Project Manager');
  });
});

describe('profile facts from text written to be slow', () => {
  const now = new Date('2026-12-01');

  it('reads no date relative to today: a CV dates its jobs, and "5 years ago" is no year', () => {
    expect(dateRange('5 years ago', now)).toBeNull();
    expect(dateRange('Moved to wind 5 years ago; Jan 2019 – Mar 2021 at Vento', now)).toMatchObject({ from: 2019, to: 2021.25 });
    // A long line is read a sentence at a time, its dates where the line has them.
    const filler = 'Maintained the pitch hydraulics of forty turbines on the array. '.repeat(6);
    const line = `${filler}Site lead, Jan 2019 – Mar 2021, at Vento Offshore.`;
    const range = dateRange(line, now);
    expect(range).toMatchObject({ from: 2019, to: 2021.25 });
    expect(line.slice(range!.start, range!.end)).toBe('Jan 2019 – Mar 2021');
    // A range a window's end would cut (after 'Sep.') is read whole by the next window.
    const abbreviated = `${'Maintained the pitch hydraulics of forty turbines on the array; '.repeat(4)}site lead at Vento, Sep. 2018 – Oct. 2025, responsible for the crews.`;
    expect(dateRange(abbreviated, now)).toMatchObject({ from: 2018 + 8 / 12 });
  });

  it('reads a career told in sentences in time linear in its length', () => {
    // A line of a hundred thousand characters with a date and a job's words every few words; and as many such lines as a
    // 200,000-character CV holds (the words before each date are read in the 60 characters before it; a text of more than
    // 200 lines is no career told in sentences).
    const long = profileFacts(sectionLines(`Work\n2019 started at Acme as engineer still there ${'left Acme 2020 then joined Brel as a fitter til 2021 '.repeat(2_000)}`), now);
    expect(long.entries.length).toBeGreaterThan(0);
    const many = profileFacts(sectionLines(`Work\n${'2019 started at Acme as engineer, still there\n'.repeat(4_000)}`), now);
    expect(many.yearsOfExperience).toBeGreaterThanOrEqual(0);
  });

  it('reads a field after a title\'s comma in one pass, however its acronyms and field words run on', () => {
    // Each of these took seconds to hours when an acronym's "&" could also join two acronyms, or field words could meet.
    expect(profileFacts(sectionLines(`Experience\nEngineer, ${'AA&A&'.repeat(40)}x, 2019 – present`), now).entries).toHaveLength(1);
    expect(profileFacts(sectionLines(`Experience\nEngineer, ${'hydropower'.repeat(40)}x, 2019 – present`), now).entries).toHaveLength(1);
    expect(profileFacts(sectionLines(`Experience\n${'aä'.repeat(600)}, 2019 – present`), now).entries).toHaveLength(1);
  });

  it('reads the same dates and asides from lines of unclosed brackets, arrows and runs of dashes or spaces', () => {
    // Each of these was a search quadratic in the line's length (200,000 characters held the analysis a minute).
    const long = (unit: string) => unit.repeat(50_000);
    expect(normaliseDates(`Jan 2019 ${'-'.repeat(50_000)}> Mar 2021`)).toBe('Jan 2019 – Mar 2021');
    expect(normaliseDates(`Mar 2022 ${' '.repeat(5)}→ present`)).toBe('Mar 2022 – present');
    expect(normaliseDates(long('-')).length).toBe(50_000);
    expect(normaliseDates(long(' ')).length).toBe(50_000);
    const facts = profileFacts(sectionLines(['Experience', `Wind Technician (Level 3) ${long('(')}`, 'Vento Offshore, Jan 2019 – present', long('5 years ')].join('\n')), now);
    expect(facts.yearsOfExperience).toBe(7);
  });
});

// The informal dev CVs 137–150 (written blind) showed each of these; each failed before.
describe('profile facts of careers typed on a phone or pasted from a chat', () => {
  it('reads a job that starts after a break told on the same line, with its date first', () => {
    const chat = facts(['Started as an apprentice network technician with ESB Networks in Sept 2007, 4 year apprenticeship, qualified 2011', 'Stayed on with ESB as a linesman till March 2016.', 'April 2016 I went to Australia on the 2 yr visa and got work straight away with Capricorn Line Services as a lineworker', 'Came home May 2018, took a few months off to do up the house, then Jan 2019 started with Shannonside Line Contractors as an overhead linesman and I\'m still there'].join('\n'));
    expect(chat).toMatchObject({ currentPosition: 'overhead linesman', yearsOfExperience: 18 });
  });

  it('reads a job heading with a picture before it', () => {
    expect(facts('WORK\n\n☀️ Lead O&M Technician - Caprock Renewable Services\nMar 2017 - now\n-> preventive maintenance on the PV plant').currentPosition).toBe('Lead O&M Technician');
  });

  it('reads a title told in a sentence without its telling', () => {
    expect(facts('Right now I\'m a Control Technician (C&I) at Lakeshore Nuclear Generating Station, been there since September 2015.\nBefore Lakeshore I was an Instrument Technician at Riviere-Blanche Pulp & Paper from June 2011 to August 2015.').currentPosition).toBe('Control Technician');
  });

  it('reads a promotion told in the sentence after the job\'s start as that job\'s', () => {
    const promoted = facts('Since February 2016 I\'ve been with Southern Lakes Generation on the hydro scheme. Started as a mechanical fitter and was made Senior Mechanical Fitter in 2021, still there.\nApril 2012 to May 2015 I was FIFO in the Pilbara, fixed plant fitter on an iron ore plant.');
    expect(promoted.currentPosition).toBe('Senior Mechanical Fitter');
    expect(promoted.entries.filter((e) => e.current)).toHaveLength(1);
  });

  it('does not read a line of its own earlier years below a job as that job\'s note', () => {
    const below = facts('EXPERIENCE\n\nBESS Site Technician — Mojave Storage\nFeb 2021 – Present\n\nbefore that -\ncommissioning tech @ Brightline EPC, jun 2019 - jan 2021. 3 BESS sites\ncritical facilities tech @ Sierra Data Centers, jul 2015 - may 2019 .. UPS + VRLA battery strings\npart time at a phone repair shop while at college 2013-15');
    expect(below.yearsOfExperience).toBe(11);
  });

  it('reads months with two-digit years as a range, not days with their year after', () => {
    expect(normaliseDates('aug 05 - aug 09 apprentice electrician')).toBe('aug 2005 – aug 2009 apprentice electrician');
    expect(normaliseDates('September 15 - December 20, 2019')).toBe('September 15 - December 20, 2019');
  });

  it('reads two jobs dated on one line, the second after "then"', () => {
    // (An email's lines, as CV 142 wrote them.)
    const two = facts([
      '',
      'NOW - Lead Blade Technician, Vestkyst Blade Service ApS, Oct 2020 to now (lead since March 2024)',
      'I repair wind turbine blades on onshore and offshore sites for the OEMs and owners, mostly 3-8 MW machines.',
      'Leading edge erosion repairs, filling and fairing, leading edge protection (shells and coatings), lightning receptor changes, and structural laminate repairs up to 12 layers with vacuum bagging and heat blankets.',
      'Most of the work is on ropes, some from blade platforms.',
      'I do the blade inspections too - close visual and tap testing from ropes, photos and a damage report for every blade in the client\'s format (cat 1-5).',
      'As lead I run a team of 4 techs (2 rope teams), plan the day with the site manager around wind and weather, check the repairs and sign them off.',
      'I\'ve trained our new techs on the repair procedures and safe resin handling, 9 of them so far.',
      'Offshore season is 2 weeks on / 2 off from the SOV.',
      '',
      'BEFORE - Rope Access Blade Technician, Kernow Rope Access Ltd, Apr 2016 - Feb 2020',
      'Based in Cornwall but worked all over the UK and a few jobs in Germany. Blade inspections and repairs, plus tower cleaning and painting jobs.',
      '',
      'Mar - Sep 2020 I moved over here with my partner (she\'s Danish) and did the full-time Danish course at the language school before starting at Vestkyst.',
      '',
      'Before wind I was a boatbuilder: apprenticeship at Penmorvah Boatyard, Porthcarrow 2009-2013 (started Sept 09), then laminator at Atlantic Composites 2013-2016 building RIB and workboat hulls. GRP (fibreglass) hand lay-up, vacuum infusion, gelcoat repairs and fitting out - that\'s where the composites background comes from.',
      '',
    ].join('\n'));
    expect(two.yearsOfExperience).toBe(17);
    expect(two.entries.map((e) => e.employer)).toContain('Atlantic Composites');
    // (A promotion after "then" is no second job.)
    expect(facts('EXPERIENCE\nTechnician, Acme Ltd, 2015 - present, then promoted to supervisor in 2021').entries).toHaveLength(1);
  });

  it('ends a job where the line says what closed it', () => {
    const closed = facts('I left school in 2006 and that September I got a job at Midland Peat Products as a general operative. I stayed there until the plant closed in February 2013.\nI was out of work for a good while after that.\nIn June 2014 I started at Slieve Timber sawmill as a kiln and boiler attendant, still there.');
    expect(closed.yearsOfExperience).toBe(19);
  });
});

// The second informal batch, 151–164 (written blind): each failed before.
describe('profile facts of a second batch of informal CVs', () => {
  const cv = (name: string) => facts(readFileSync(new URL(`../../test/cvs/${name}`, import.meta.url), 'utf8'));

  it.each([
    ['153-rangi-walker-geothermal-plant-operator.txt', 'plant operator', 20, 'ends an open step inside a job that ended, and reads "tix" as tickets'],
    ['154-hiteshkumar-parmar-refinery-instrument-fitter.txt', 'Instrument Fitter', 20, 'does not end a sentence at an abbreviation'],
    ['155-dan-hartley-ev-depot-charging-technician.txt', 'Depot Charging Technician', 17, 'reads a phone\'s chat export, "Right now I\'m" a job still going, and what was done in it by its year'],
    ['156-tomasz-wisniewski-heat-network-commissioning-engineer.txt', 'Commissioning Engineer', 16, 'counts a technical school and a time at home with a child as no work'],
    ['157-cody-lindqvist-pipeline-welder.txt', 'rig welder', 21, 'reads "Since April 2015 I\'ve been a …" as a job still going, which a lay-off inside it does not end'],
    ['158-lee-cartwright-cable-jointer.txt', 'senior hv jointer', 19, 'reads "til now" and the last of steps told in one title'],
    ['163-lerato-mokoena-mining-electrician-to-solar.txt', 'PV O&M Electrician', 18, 'dates a paragraph by its start, not by a year in an aside before it'],
  ])('%s: %s, %i years (%s)', (name, currentPosition, yearsOfExperience) => {
    expect(cv(name)).toMatchObject({ currentPosition, yearsOfExperience });
  });

  it('keeps what these rules could have broken', () => {
    // (An aside that tells the start is the start: "been with them 9 yrs (since feb 2017)".)
    expect(facts('JOBS\nSynergy (Muja Power Stn) - Rigger then Advanced Rigger - been with them 9 yrs (since feb 2017). got my RA ticket 2021, advanced rigger since then\nMonadelphous - Intermediate Rigger - 4 yrs, finished july 2016').yearsOfExperience).toBe(13);
    // (A job that overlaps the one before by a few months stays current.)
    expect(facts('EXPERIENCE\nShift Supervisor, Veolia, 01/2019 – present\nHeat Network Operator, Veolia, 07/2014 – 02/2019').currentPosition).toBe('Shift Supervisor');
    // (A teacher at a high school works there.)
    expect(facts('EXPERIENCE\n2015 - present Teacher, Riverside High School').yearsOfExperience).toBe(11);
    expect(normaliseDates('june 2021 til now')).toBe('june 2021 till now');
    // (A review's cases: prose in the first person keeps both jobs; a job dated "2014 - present" stays current; days are no years.)
    expect(facts('Profile\nSince March 2016 I have been a cable jointer at UKPN. Before that I was a linesman at SSE from 2010 to 2015.').yearsOfExperience).toBe(15);
    expect(facts('Profile\nFrom 2010 to 2015 I worked as a linesman at SSE. Since March 2016 I have been a cable jointer at UKPN.').yearsOfExperience).toBe(15);
    expect(facts('Experience\nShift Operator, Drax Power, 2012 - 2020\nSelby Fire Station, 2014 - present\nControl Room Engineer, National Grid, 2021 - present').yearsOfExperience).toBe(14);
    expect(normaliseDates('Commissioning window June 10 - June 28')).not.toContain('2028');
  });
});
