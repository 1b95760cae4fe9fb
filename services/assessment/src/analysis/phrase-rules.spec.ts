import { describe, expect, it } from '@jest/globals';
import { PHRASE_RULES } from './phrase-rules.js';

/** The concepts the curated phrases read out of one line. */
const conceptsOf = (line: string) => [...new Set(PHRASE_RULES.filter(([pattern]) => new RegExp(pattern.source, pattern.flags).test(line)).map(([, label]) => label))];

describe('curated phrases for what people do with people and reports', () => {
  it.each([
    ['Led a crew of five linesmen on storm restoration', 'lead a team'],
    ['Commanded a platoon of 30 during two deployments', 'lead a team'],
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
    ['Interviewed and hired 4 engineers in 2023', 'recruit employees'],
    ['I manage two junior land managers and a development assistant', 'manage staff'],
    ['Write the monthly site report for the asset owner', 'write work-related reports'],
    ['Present progress and technical risks to the project board every month', 'present reports'],
    ['Wrote the installation procedures for the cable pull-ins', 'prepare work instructions'],
    ['Wrote the test procedures and the commissioning reports', 'develop test procedures'],
    ['Supervised 2 service teams doing scheduled maintenance', 'supervise work'],
    ['Train and assess apprentices in instrument calibration', 'train employees'],
    ['Delivered toolbox talks and the site induction', 'communicate health and safety measures'],
    ['Plan the yearly service programme and the major component exchanges', 'plan maintenance activities'],
    ['Calibrate the fixed gas detectors and pressure transmitters', 'calibrate electronic instruments'],
    ['Teach the HVDC module of the MSc Power Systems course', 'teach in academic or vocational contexts'],
    ['Collected and cleaned meter data in Python', 'perform data cleansing'],
    ['Dashboards in Power BI for the asset team', 'business intelligence'],
    ['Microsoft Office, Salesforce', 'use customer relationship management software'],
  ])('"%s" evidences %s', (line, label) => {
    expect(conceptsOf(line)).toContain(label);
  });

  it.each([
    ['Took the coach to the training centre', 'coach employees'],
    ['Attended training on new switchgear', 'train employees'],
    ['Replaced GIS bays at a 132 kV substation', 'geographic information systems'],
    ['Worked within a team of 4 on the upgrade', 'lead a team'],
    ['Reviewed contractor drawings', 'manage contracts'],
    ['Planned and reactive maintenance on six stations', 'plan maintenance activities'],
    ['Cleaned the filters and checked the pumps', 'perform data cleansing'],
    ['Presented at the annual conference', 'present reports'],
    ['Worked in a team of 6 technicians', 'manage staff'],
  ])('"%s" does not evidence %s', (line, label) => {
    expect(conceptsOf(line)).not.toContain(label);
  });
});
