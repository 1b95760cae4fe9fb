import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { profileFacts } from './profile-facts.js';
import { sectionLines } from './sections.js';

/**
 * 704 CVs written blind in thirty rounds (test/layouts/README.md): three of layouts and CV traditions the labelled CVs
 * do not have (Indian, German, French, Polish, Nigerian, Japanese and other conventions, a US federal resume, overlapping
 * contracts, financial years, third-person prose, part-time and reservist posts beside the job, PDF debris), then six
 * realistic mixes of ordinary CVs, one of habits real uploads have (Markdown, moderncv, the 2020 Europass, text out of
 * imperfect PDFs), one more realistic mix, one of headings hard to read (recruiters' notes, CVs translated from other
 * languages, text tables) and seven more mixes (CVs as tools export them, careers hard to summarise, CVs from every
 * region, CV builders' templates, North American exports, Gulf contractors' and European CVs, ordinary CVs from the UK,
 * Africa, Australasia and Asia, senior careers, career changers and imperfect PDFs' text, and AI-written and template
 * CVs, careers hard to summarise and CVs from Brazil to Korea, Word templates, details that decide the position, early
 * careers and trades, CV text after other software, rare roles and contractors abroad, CVs people type themselves, CV
 * builders' exports and career situations that decide the answer, English of other countries' habits, CVs typed on a phone and
 * senior and portfolio careers), two of 16 (careers told a sentence a job, and ordinary CVs that tell moves in sentences)
 * and four more of 24 of both. Read before the parser learned from them: position 22, 17, 16, 22, 24, 20, 22, 18, 18, 19,
 * 24, 5, 17, 19, 16, 20, 18, 20, 19, 16, 18, 18, 22 and 14 of 24, 5 and 11 of 16, 14, 14, 21 and 19 of 24, years within one
 * 20, 18, 18, 22, 24, 21, 17, 18, 19, 21, 21, 13, 17, 21, 21, 22, 22, 22, 24, 21, 19, 22, 23 and 15 of 24, 4 and 10 of 16, 15,
 * 17, 18 and 19 of 24.
 * Years are held to within one, the product's bar.
 */
const dir = new URL('../../test/layouts/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as { file: string; currentPosition: string; yearsOfExperience: number; why: string }[];
const normalise = (s: string | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();

/**
 * Read wrong still, and held as failing so that a fix shows: a rirekisho whose events are sentences in a year/month table
 * (201), a two-column PDF's text with the sidebar's headings between the jobs, so that the earlier jobs fall under
 * "LANGUAGES" (225), a contractor's two "Position:" fields under one employer, the ongoing project's the later one
 * (526), and an Indian CV's "Experience details:", no heading the sections know (as a heading it would part a career
 * overview's table from its details, 240), its jobs read as education (588); from the twenty-eighth round, a title's
 * field after its comma on a line of its own (654); and from the twenty-ninth, a course a headed
 * line names like a job ("jan - aug 2023   solar PV installer certificate") outnumbering the story's titled jobs (663); and
 * from the thirtieth, rough dates a story reads as more years ("about 2015", 683), headings no list knows ("WHAT I AM
 * DOING NOW", "BEFORE THAT", 686), a side job "on my days off" above the main job (687), and the story of a CV's older jobs
 * below its tidy headed lines ("before ESB - started my apprenticeship … sept 2007", 690).
 */
const KNOWN_MISSES = new Set([
  '201-offshore-wind-grid-manager-jp.txt',
  '225-ghana-maintenance-technician-interleaved.txt',
  '526-malaysian-piping-to-solar-project-engineer.txt',
  '588-rajesh-yadav-shift-incharge.txt',
  '654-emilie-tremblay-senior-project-manager.txt',
  '663-travis-blankenship-solar-installer.txt',
  '683-travis-mendoza-wind-tech-ii.txt',
  '686-ramesh-kumar-shift-incharge.txt',
  '687-kirsty-mcleod-control-room-operator.txt',
  '690-declan-brennan-network-technician.txt',
]);

describe('profile facts of CV layouts written blind', () => {
  const read = expected.map((e) => [e.file, e] as const);
  it.failing.each(read.filter(([file]) => KNOWN_MISSES.has(file)))('%s (a known miss)', (file, e) => check(file, e));
  it.each(read.filter(([file]) => !KNOWN_MISSES.has(file)))('%s', (file, e) => check(file, e));
});

function check(file: string, e: (typeof expected)[number]) {
  const facts = profileFacts(sectionLines(readFileSync(new URL(file, dir), 'utf8')), new Date('2026-11-15T00:00:00Z'));
  expect(normalise(facts.currentPosition)).toBe(normalise(e.currentPosition));
  expect(Math.abs(facts.yearsOfExperience - e.yearsOfExperience)).toBeLessThanOrEqual(1);
}
