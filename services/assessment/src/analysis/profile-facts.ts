import * as chrono from 'chrono-node';
import type { SectionedLine } from './sections.js';
import { withoutAsides } from './tokens.js';

/** One job of the experience section: its title and employer as written, and when it ran (fractional years). */
export interface ExperienceEntry {
  title: string | null;
  employer: string | null;
  from: number;
  to: number;
  current: boolean;
  /** Internships, student jobs, volunteering, career breaks: listed, but not counted as years of work. */
  countsAsWork: boolean;
  /** Part-time, weekend, reservist, zero-hours: work, but not the current position beside a full-time job, nor years before a career's first full-time job. */
  partTime: boolean;
  /** The share of a full-time week a part-time job says it takes ("3 days a week": 0.6), where it says so. */
  weekShare?: number;
  /** The line that holds the dates. */
  line: string;
}

export interface ProfileFacts {
  entries: ExperienceEntry[];
  currentPosition: string | null;
  yearsOfExperience: number;
}

const PRESENT = /\b(present|current(?:ly)?|now|today|to date|date|ongoing)\b/i;
const YEAR = /\b(19[5-9]\d|20\d\d)\b/g;
const SEPARATOR = /^\s*(?:-|–|—|to|until|till|through)\s*$/i;
// A dash between dates, written any way: "2019 - 2021", "2019–2021", "Mar 2021 to present", "2018 onwards", "2021 –".
export const RANGE = /\b(?:19[5-9]\d|20\d\d)\b\s*(?:-|–|—|to|until|till|through)\s*(?:\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:\d{1,2}\/)?(?:19[5-9]\d|20\d\d)\b|present|current(?:ly)?|now|today|to date|date|ongoing)|\bsince\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19[5-9]\d|20\d\d)\b|\b(?:19[5-9]\d|20\d\d)\s*(?:onwards?\b|[-–—]\s*$)/i;
const NOT_WORK = /\b(intern(?:ship)?|placement|summer (?:job|student|work|trainee)|student|work experience|work[- ]study|volunteer(?:ing)?|saturday job|career break|sabbatical|gap year|parental leave|maternity leave|paternity leave|travell?ing|unemployed|not working(?=\s*(?:[,.;)]|$))|no (?:work|job)\b|(?:stay(?:ed|ing)?|was|at) home with (?:my|our|the) (?:daughter|son|kids?|children|baby|family)|vacation(?! relief)|job ?seeking|job search(?:ing)?(?!\s+(?:team|platform|engine|product|app|tool|site|consultant|advis[eo]r|specialist))|looking for work|student grant|beca de colaboraci[óo]n|voluntary(?= ?\)|,\s*(?:part[- ]time|unpaid|weekends?|evenings?|\d)| (?:role|position|post|basis|work))|unpaid(?= ?\)| (?:role|position|post|basis|work|internship|placement))|honorary(?= ?\)|,\s*(?:part[- ]time|unpaid|voluntary))|studies\s*:\s*(?:b\.?\s?(?:eng|sc|a)|m\.?\s?(?:eng|sc|a)|bachelor|masters?|diploma|degree|ph\.?\s?d)|full[- ]time stud(?:y|ies)\b(?! programmes?)|awaiting (?:re)?deployment|out of work|relocated|relocating|traslado (?:familiar|de residencia)|cesant[ií]a|desempleo|desempregad[oa]|retrain(?:ing|ed)?|full[- ]time (?:study|studies|course)|(?:training|college|university) course|career gap|full[- ]time (?:parent|mum|mom|dad|mother|father)|parenting(?! (?:practitioner|officer|coordinator|worker|support|adviser|advisor))|full[- ]time carer (?:\((?:family|relative)\)|for (?:a|an|my) (?:family|relative|parent|child|mother|father|partner|son|daughter|husband|wife))|caring for (?:a|my|an?) (?:family|relative|parent|child|mother|father)|sandwich (?:diploma|degree|course)|(?:industrial|in-plant) training|industrial (?:trainee|attachment)|siwes|(?:phd|dphil|(?<!post[-\s]?)doctoral) (?:student|candidate|researcher|research(?! (?:scientist|engineer|fellow|associate|assistant|officer|coordinator|manager|administrator|director|analyst|technician))|scholar|studies|studentship)|research scholar|studentship|as part of my (?:diploma|degree|course|studies)|praktikum|praktikant(?:in)?|werkstudent(?:in)?|stagiaire|pr[áa]cticas|tirocinio|stagiair|stagista|(?<!(?:engenheir|advogad)[oa] )est[áa]gi(?:o|[áa]ri[oa])(?! profissional))(?![\p{L}])/iu;
// A degree (or a school: "2005 - 2009 Technical school (Technikum) in Bydgoszcz") where a job's heading would be, as an academic career lists its studies among its posts: "10/2008 – 09/2013
// B.Sc. + M.Sc. Chemical Engineering, TU …" (not "Master Electrician", nor a job's title: "PhD Research Scientist").
const DEGREE_FIRST = /^(?:(?:technical|vocational|trade|secondary|high) school\b|technikum\b|[bm]\.?\s?(?:sc|eng|tech|a|s|e)\.?(?=[\s,(+]|$)|(?:executive |global |part[- ]time )?mba\b|ph\.?\s?d\b|dr\.-ing\b|(?:bachelor|master)(?:'?s)?\s+(?:of|in|degree)\b|(?:diploma|degree|doctorate)\s+(?:in|of)\b|hn[cd]\b)/i;
// A job done while studying, as its first lines say it ("Saturday and holiday job while at school", "Summer placement
// between 2nd and 3rd year", "Sandwich-year placement during my MEng").
const STUDENT_JOB = /\b(?:during\s+(?:the|my)\s+(?:last|final|first|second|third)\s+year\s+of\s+(?:the|my)\s+(?:degree|studies|course)|(?:while|during)\s+(?:i\s+was\s+)?(?:still\s+)?(?:attending\s+|at\s+|in\s+)?(?:my\s+|the\s+|her\s+|his\s+)?(?:(?:high\s+)?school|college|university|uni|sixth[- ]form|degree|studies|studying|course|phd|doctorate|m?eng|bsc|msc|ba|final year)|between (?:my |her |his )?(?:first|second|third|1st|2nd|3rd) and (?:second|third|fourth|final|2nd|3rd|4th) years?|summer (?:placement|job|internship|work)|part[- ]time[^.;]{0,40}(?:during|in) (?:the |my )?academic (?:terms?|semesters?)|part[- ]time[^.;]{0,40}during semester\b|during (?:school )?(?:year|yr)s? 1[0-3]\b|after[- ]school (?:job|work)|sandwich[- ]year|year in industry|industrial placement|(?:ten|six|eight|twelve|\d+)[- ]week (?:summer )?(?:placement|internship))\b/i;
// Paid training counts as work whatever else its heading says ("Alternance (work-study contract, apprentice)",
// "Learnership", "Ausbildung", a paid national service year).
const PAID_TRAINING = /\b(?:(?<!pre-?)apprentice(?:ship)?|alternance|learnership|ausbildung|paid (?:trainee|traineeship|graduate)|nysc|national service)\b/i;
// A seat held beside a job, part-time by its nature: a non-executive or board seat, a trustee's or governor's, a
// visiting post, a committee's or working group's chair ("Chair, Trading & Markets Working Group, 2024 – present").
const SIDE_ROLE = /\b(?:non[- ]executive|board member|member of the board|trustee|school governor|governor of|visiting (?:lecturer|practitioner|professor|fellow|researcher)|adjunct|alternate member|panel member|advisory board|board advis[eo]r)\b|^\W*(?:deputy |vice[- ])?chair(?:man|woman|person)?,[^|]{0,80}\b(?:group|committee|panel|association|council|forum|board|network|society|institute|federation|chapter)\b/i;
// (And a job's note of fewer days or hours a week than a full week's, "(contract, approx. 1–2 days/week)", "20 hrs/week";
// not where the week is told for the office or a site, "Hybrid, 3 days per week in office", "on site 4 days/week".)
const PART_WEEK = /(?<![\d.])(?:[1-4](?:\.\d)?(?:\s?[–-]\s?[1-4])? days?|(?:[1-9]|[12]\d)(?:\s?[–-]\s?(?:[1-9]|[12]\d))? (?:hours?|hrs?))(?: a| per|\s?\/)\s?(?:week|wk)\b/i;
const WEEK_NOT_WORKED = /\b(?:hybrid|remote|office|on[- ]site|rota|roster|overtime|full[- ]time|in (?:the )?field)\b/i;
const partWeek = (text: string) => PART_WEEK.test(text) && !WEEK_NOT_WORKED.test(text);
const PART_TIME = /\bhours per week:?\s*(?:[1-9]|[12]\d)\b(?![\d/-])|\b(?:part[- ]time|weekends?|evenings?|side (?:job|gig|hustle)|on the side\b(?! of)|reservists?|(?:army|naval|navy|marines?|air force) reserves?|reserve (?:commitment|service)|territorial army|zero[- ]hours?|\d(?:\.\d)? days? a week|\d+ hours? a week|combined position|half[- ]time|0?\.\d+ (?:rate|fte))\b/i;
// A job's first line that opens by saying it was part-time: "- Part-time, alongside my employed role".
// A sentence that says one worked somewhere, and one that says one studied or holds a ticket.
const WORKED = /\b(?:worked|working|work|joined|employed|been (?:a|an|the)|as (?:a|an|the))\b/i;
const STUDIED = /\b(?:studied|studying|study|degree|b\.?sc|b\.?eng|m\.?sc|m\.?eng|diploma|certification|certified|certificate|qualified|licen[cs]ed?|held)\b/i;
// (Or said in the note's aside, or as the time off another job leaves: "… during my field breaks … (part-time involvement)".)
const PART_TIME_NOTE = /^\W*(?:part[- ]time|weekends?|evenings?|weekend and evening|evening and weekend)\b|\(part[- ]time\b[^)]*\)|\((?![^)]*\bfull[- ]time)[^(),;]{0,30}[,;]\s*part[- ]time\s*[,;)]|\b(?:during|on) my (?:field |rotation |off[- ]rotation )?(?:breaks|days off|time off|leave)\b|\bin my spare time\b/i;
const FIRST_OR_THIRD_PERSON = /\b(?:I|he|she|they|we)\s+(?:have|has|had|am|is|was|were|worked|joined|began|started|led|moved|became|spent|ran|managed)\b|\b(?:worked|works|joined|began|started)\s+(?:as|at|with|on|in)\b/i;
const CLAIMED_YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?(?:experience|in\s+the\s+|industry|field|sector|career)/i;
// Words that make a segment a job title rather than an employer or a place.
export const TITLE_WORD = /\b(engineer|technician|manager|mgr|supt|supv|operator|advis[eo]r|analyst|specialist|lead|director|officer|coordinator|co-ordinator|installer|apprentice|intern|trainee|consultant|planner|supervisor|electrician|lineworker|lineman|linesman|linesmen|pipefitter|gasfitter|steamfitter|dogman|incharge|in-charge|leading hand|fitter|jointer|head|assistant|associate|developer|designer|scientist|trader|inspector|auditor|architect|foreman|administrator|controller|representative|agent|instructor|teacher|researcher|geologist|chemist|physicist|mechanic|welder|rigger|driver|worker|owner|founder|partner|president|chief|vp|executive|surveyor|estimator|buyer|clerk|programmer|commissioning|graduate|leader|recruiter|trainer|assessor|tutor|lecturer|professor|pilot|superintendent|arborist|nurse|accountant|lawyer|solicitor|counsel|paralegal|journalist|writer|editor|economist|modeller|modeler|strategist|steward|dispatcher|attendant|mate|captain|commander|skipper|sergeant|corporal|lieutenant|soldier|crew member|person|(?<!co-)operative|labourer|laborer|plumber|joiner|carpenter|scaffolder|roofer|fabricator|machinist|draughtsman|draftsman|drafter|technologist|fellow|postdoc|cadet|roustabout|roughneck|floorhand|derrickhand|derrickman|motorhand|driller|toolpusher|bosun|deckhand|navigator|paramedic|firefighter|receptionist|secretary|cashier|barista|(?<=[a-z] )chef|chef de (?:partie|cuisine)|negotiator|broker|underwriter|investigator|constable|detective|[a-zäöüß]{0,20}(?:ingenieur|techniker|elektriker|elektroniker|monteur|sachbearbeiter)(?:in)?|[a-zäöüß]{2,20}(?:leiter|planer|meister|berater|referent|führer|entwickler|koordinator|assistent)(?:in)?|technicien(?:ne)?|ingénieur|ingeniero|ingeniera|ingegnere|engenheir[oa]|t[ée]cnic[oa]|responsable|jefe|jefa|gerente|coordinador[a]?|operador[a]?|directeur|directrice)s?\b/i;
// A name ending in a job word's plural is a firm's ("Clydebank Energy Consultants", "Northern Installers").
const PLURAL_TITLE_END = new RegExp(`${TITLE_WORD.source.replace(/s\?\\b$/, 's')}\\s*$`, 'i');
const EMPLOYER_WORD = /\b(ltd|limited|inc|llc|gmbh|plc|ag|as|asa|sa|bv|nv|corp(?:oration)?|company|co\.|group|holdings|university|council|authority|agency|trust|utilities|consulting|services|solutions|partners)\b/i;

// What may follow a title after a comma as its field rather than an employer: an acronym or an energy field.
const FIELD_WORDS = '(?:hydrogen|wind|solar|battery|smart (?:metering|meters?|grids?)|short[- ]term|long[- ]term|intraday|day[- ]ahead|real[- ]time desk|spot (?:(?:&|and) short[- ]term|trading|markets?|desk)|gas turbines?|flexibility|(?:ev )?charging|heat pumps?|carbon (?:capture|markets?|accounting)|emissions|environment(?:al)?|regulation|regulatory|risk|compliance|portfolio|origination|development|construction|installation|nuclear|offshore|onshore|grid|storage|renewables?|geothermal|hydro(?:power)?|biomass|biogas|oil (?:&|and) gas|e-?mobility|energy|power|utilities|generation|transmission|distribution|protection|networks?|operations|maintenance|commissioning|retrofit|heating|district heating|metering|projects?|subsurface|drilling|trading|markets?|policy|sustainability|safety|analytics|data|digital|controls|automation|planning|engineering|strategy|research|innovation|asset management|batteries|electrification|substations?|design|electrical|mechanical|civil|structural|process|instrumentation|control|quality|commercial|procurement|finance|boilers?|turbines?|outages?|fuel|reliability|integrity|inspection|testing|reactors?)';
// Words of a field's scale or kind, a field before a field's word ("Large Heat Pumps"), or where the employer is named apart.
const FIELD_KIND_WORDS = '(?:utility[- ]scale|large(?:[- ]scale)?|small[- ]scale|industrial|residential|domestic|low[- ]carbon|floating|fixed[- ]bottom|subsea|marine|tidal)';
// Words apart by spaces, each read one way: "hydropowerhydropower…" must not be tried every way it splits.
const FIELD_PHRASE = new RegExp(`^(?:${FIELD_WORDS}(?:\\s+${FIELD_WORDS})*|${FIELD_KIND_WORDS})$`, 'i');
// In capitals only: "Engineer, CCS" is a field, "Technician, Vestas" an employer; so are several ("PPA & EPC", "O&M/EPC").
// An "&" with no space around it is an acronym's own ("O&M"), so each part is read one way.
const ACRONYM = /^[A-Z][A-Z&]{1,5}(?:(?:\s+(?:&|and)\s+|\s*\/\s*)[A-Z][A-Z&]{1,5})*$/;
const isField = (part: string) => part.length <= 60 && (ACRONYM.test(part) || FIELD_PHRASE.test(part));
// A field in more words than isField knows, when the heading names the employer apart ("Senior Project Manager,
// Transmission Substations | Buckeye Grid Co."): it opens with a field word, is short and names no firm.
// (Or a field's word after a word of its scale or kind: "Utility-Scale Solar & Storage", "Large Heat Pumps", "Floating
// Foundations"; not "Marine Harvest", "Tidal Lagoon Power", a firm.)
const FIELD_START = new RegExp(`^(?:${FIELD_KIND_WORDS}\\s+)?${FIELD_WORDS}\\b`, 'i');
// (Beside the firm's own line, a word of the field's kind alone will do: "Principal Engineer, Floating Foundations".)
const FIELD_KIND_START = new RegExp(`^${FIELD_KIND_WORDS}\\b`, 'i');
// (Its joining words not counted: "Electrical Installation and Renewable Technologies" is four.)
// (Or with a word of its kind alone, "Key Account Manager, Industrial & Commercial | Meridian Energy Ltd": where the employer
// is named apart.)
const shortField = (part: string, start: RegExp) => start.test(part) && part.split(/\s+/).filter((w) => !/^(?:and|&|of|for|the)$/i.test(w)).length <= 4 && !EMPLOYER_WORD.test(part) && !TITLE_WORD.test(part);
const kindLike = (part: string) => shortField(part, FIELD_KIND_START);
// (Or, a firm named apart or anything but a town, a few words that end in a kind of work: "Manager, System Operations"
// under the firm's heading; not beside a town alone, "Senior Site Engineer, L&T Construction | Chennai".)
const workField = (part: string) => shortField(part, /^\p{Lu}/u) && WORK_FIELD_END.test(part) && !/\s(?:and|&)$/i.test(part);
const fieldLike = (part: string) => shortField(part, FIELD_START);

interface Point {
  at: number;
  /** Month known (else only the year): a year-only end counts to the year's start, so "2015–2018" is 3 years. */
  month: boolean;
  index: number;
  end: number;
}

const monthOf = (c: chrono.ParsedComponents) => (c.isCertain('month') ? c.get('month')! : undefined);
const yearsOf = (c: chrono.ParsedComponents) => c.get('year')! + ((monthOf(c) ?? 1) - 1) / 12;
const certainYear = (c: chrono.ParsedComponents | null | undefined): c is chrono.ParsedComponents => Boolean(c?.isCertain('year')) && c!.get('year')! >= 1950;

// "Present" and friends would be read as today's date: blanked before chrono reads a text (they are found by pattern).
const PRESENT_WORDS = new RegExp(PRESENT.source, 'gi');
const presentMasked = (text: string) => text.replace(PRESENT_WORDS, (word) => ' '.repeat(word.length));
/** A text's date points, its words for today aside. */
const datePointsOf = (text: string) => datePoints(text, readDates(presentMasked(text)));

/** The dates of a line, read by chrono (month names, numeric months) and as bare years where chrono finds none. */
function datePoints(text: string, parsed: chrono.ParsedResult[]): Point[] {
  const points: Point[] = [];
  for (const result of parsed) {
    if (!certainYear(result.start)) continue;
    points.push({ at: yearsOf(result.start), month: monthOf(result.start) !== undefined, index: result.index, end: result.index + result.text.length });
  }
  for (const m of text.matchAll(YEAR)) {
    if (points.some((p) => m.index >= p.index && m.index < p.end)) continue;
    points.push({ at: Number(m[1]), month: false, index: m.index, end: m.index + 4 });
  }
  return points.sort((a, b) => a.index - b.index);
}

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
// A month's name, whole or cut short, with its full stop: "Sept.", "March" (not "market").
const MONTH_WORD = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const monthIndex = (name: string) => MONTHS.split('|').findIndex((m) => name.toLowerCase().startsWith(m.slice(0, 3)));
const MONTHS_OF_A_YEAR = new RegExp(`\\b(${MONTH_WORD})\\s*(-|–|—|to|until)\\s*(${MONTH_WORD}\\s*)((?:19|20)\\d{2})\\b`, 'gi');
const SEASONS: Record<string, string> = { spring: 'Mar', summer: 'Jun', autumn: 'Sep', fall: 'Sep', winter: 'Dec' };
const ROMAN_MONTHS: Record<string, string> = { I: 'Jan', II: 'Feb', III: 'Mar', IV: 'Apr', V: 'May', VI: 'Jun', VII: 'Jul', VIII: 'Aug', IX: 'Sep', X: 'Oct', XI: 'Nov', XII: 'Dec' };
const QUARTERS: Record<string, string> = { 1: 'Jan', 2: 'Apr', 3: 'Jul', 4: 'Oct' };
const PART_OF_YEAR: Record<string, string> = { early: 'Feb', beginning: 'Jan', start: 'Jan', mid: 'Jun', middle: 'Jun', late: 'Oct', end: 'Dec' };
const century = (yy: string) => (Number(yy) <= (new Date().getFullYear() % 100) + 1 ? `20${yy}` : `19${yy}`);

// Month names of the CVs' other languages (German, French, Spanish, Portuguese, Dutch, Italian, Serbo-Croatian and
// Greek, as a LinkedIn export in Greek writes them; and Turkish, Polish, Romanian, Indonesian and Malay), read only before a year: "März 2016", "févr. 2018", "dic 2020",
// "enero de 2020", "mart 2022.", "Ιαν 2023".
const FOREIGN_MONTHS: [string, string][] = [
  ['Jan', 'ocak|styczeń|stycznia|styczen|ianuarie|ian|januar|janvier|janv|enero|ene|janeiro|januari|gennaio|gen|siječanj|ιανουάριος|ιαν'],
  ['Feb', 'şubat|subat|luty|lutego|februarie|februar|février|fevrier|févr|fevr|febrero|fevereiro|fev|februari|febbraio|φεβρουάριος|φεβ'],
  ['Mar', 'maret|marzec|marca|martie|märz|maerz|mär|mars|marzo|março|marco|maart|mrt|mart|μάρτιος|μαρ'],
  ['Apr', 'nisan|kwiecień|kwietnia|kwiecien|aprilie|avril|avr|abril|abr|aprile|απρίλιος|απρ'],
  ['May', 'mayıs|mayis|maja|mai|mayo|maio|mei|maggio|mag|maj|μάιος|μαΐ|μαϊ|μαι'],
  ['Jun', 'haziran|czerwiec|czerwca|iunie|juni|juin|junio|junho|giugno|giu|ιούνιος|ιουν'],
  ['Jul', 'temmuz|lipiec|lipca|iulie|juli|juillet|juil|julio|julho|luglio|lug|ιούλιος|ιουλ'],
  ['Aug', 'ağustos|agustos|agustus|ogos|sierpień|sierpnia|sierpien|août|aout|agosto|ago|augustus|avgust|αύγουστος|αυγ'],
  ['Sep', 'eylül|eylul|wrzesień|września|wrzesien|wrzesnia|septembrie|septembre|septiembre|setiembre|setembro|settembre|set|septembar|σεπτέμβριος|σεπ'],
  ['Oct', 'ekim|październik|października|pazdziernik|pazdziernika|octombrie|oktober|okt|octobre|octubre|outubro|out|ottobre|ott|oktobar|οκτώβριος|οκτ'],
  ['Nov', 'kasım|kasim|listopad|listopada|noiembrie|noi|novembre|noviembre|novembro|novembar|νοέμβριος|νοε|νοέ'],
  ['Dec', 'desember|disember|aralık|aralik|grudzień|grudnia|grudzien|decembrie|dezember|dez|décembre|decembre|déc|dec|diciembre|dic|dezembro|dicembre|decembar|δεκέμβριος|δεκ'],
];
const FOREIGN_MONTH = new RegExp(`(?<![\\p{L}])(${FOREIGN_MONTHS.map(([, names]) => names).join('|')})\\.?\\s*(?:de\\s+)?(?=(?:19|20)\\d{2}\\b)`, 'giu');
const ENGLISH_MONTH = new RegExp(`^${MONTH_WORD}$`, 'i');
const MONTH_OF = new Map(FOREIGN_MONTHS.flatMap(([month, names]) => names.split('|').map((name) => [name, month] as const)));
// "Until today" in those languages (and Turkish, Vietnamese, Romanian, Polish, Indonesian, Russian, Ukrainian, Korean, Japanese, Chinese), as a range's
// end: after a year and a dash
// (or "bis"), ending its line or cell; and
// in the English of CVs translated from them ("09.2024 – to this day", "July 1, 2019 - Continuing").
const FOREIGN_PRESENT_WORDS = "present time|to this day|till now|until today|up to now|up to present|to present|continuing|do danas|σήμερα|σημερα|heute|dato|d\\.d\\.|dags dato|i dag|pågående|aktuell|aujourd['’]hui|à ce jour|a ce jour|en cours|présent|a la fecha|la fecha|a la actualidad|la actualidad|actualidad|actualmente|presente|hoy|atual|atualmente|até o momento|ate o momento|até o presente|até hoje|ate hoje|até a presente data|o momento|heden|nu|nå|vandaag|oggi|in corso|attuale|h[aâ]len|günümüz|devam ediyor|hiện tại|hiện nay|đến nay|nay|în prezent|in prezent|până în prezent|pana in prezent|prezent|do chwili obecnej|obecnie|nadal|do dziś|do teraz|sekarang|saat ini|kini|по настоящее время|по сей день|по н\\.\\s?в\\.|н\\.\\s?в\\.|до сих пор|по теперішній час|дотепер|донині|현재|재직\\s?중|現在|至今";
const FOREIGN_PRESENT = new RegExp(`((?:19|20)\\d{2}(?:-\\d{2})?\\s*)(?:(?:[-–—→]|->)\\s*|(?:bis|à|a|ad|hasta|tot|s\\/d|sampai|hingga)\\s+)(?:bis\\s+)?(?:${FOREIGN_PRESENT_WORDS})(?=\\s*$|\\s*[|,;.()·\\t]|\\s{2,})`, 'giu');
const SINCE_DATE = String.raw`\s+(?=(?:\p{L}+\.?\s*(?:de\s+)?)?(?:\d{1,2}[./]){0,2}(?:19|20)\d{2}\b)`;
// ("ab" and "dal" only as words are written, not in capitals: "Vattenfall AB 2019 – 2021" names a firm.)
// (Cased by hand, without the i flag: a regex modifier group would need Node 23.)
const FOREIGN_SINCE = new RegExp(`(?<![\\p{L}])(?:(?:[Ss]eit|[Dd]epuis|[Dd]esde|[Ss]inds|SEIT|DEPUIS|DESDE|SINDS)(?=\\s)|(?:[Aa]b|[Dd]al)(?=\\s))${SINCE_DATE}`, 'gu');
// A range joined by a word ("von 2015 bis 2019", "de mars 2018 à aujourd'hui", "de 2015 a 2019", "okt 2014 tot mrt 2018").
// (Or with the day too: "Du 01/06/2018 au 28/02/2021".)
const FOREIGN_TO = /((?:19|20)\d{2})\s+(?:bis|à|au|a|al|hasta|tot|t\/m|s\/d|sampai|hingga)\s+(?=(?:\p{L}+\.?\s*(?:de\s+)?)?(?:\d{1,2}[./]){0,2}(?:19|20)\d{2}\b|present\b)/giu;
// A foreign month name is read only as part of a range or after "since" ("März 2016 – Dez. 2021", "03/2017 - dic 2020",
// "seit Mai 2019"): alone before a year it may be a word or a place ("Co. Mayo 2015 – 2019", "Mars 2020", "MRT 2014").
const DATE_AT = String.raw`(?:\p{L}+\.?\s*(?:19|20)\d{2}|\d{1,2}[./](?:19|20)\d{2})`;
const RANGE_DASH = String.raw`\s*(?:-|–|—|to|bis|à|au|a|al|hasta|tot|s\/d|sampai|hingga)\s*`;
const RANGE_AFTER = new RegExp(String.raw`^(?:19|20)\d{2}\b${RANGE_DASH}(?:${DATE_AT}|(?:${FOREIGN_PRESENT_WORDS}|present|current|now|today|to date|date|ongoing)(?![\p{L}]))`, 'iu');
const RANGE_BEFORE = new RegExp(`${DATE_AT}${RANGE_DASH}$`, 'iu');
const SINCE_BEFORE = /(?:since|seit|ab|depuis|desde|sinds|dal)\s+$/i;
const inRange = (text: string, at: number, end: number) => RANGE_AFTER.test(text.slice(end)) || RANGE_BEFORE.test(text.slice(Math.max(0, at - 40), at)) || SINCE_BEFORE.test(text.slice(Math.max(0, at - 10), at));

/**
 * A scanned CV's text layer misreads digits as letters and back ("Nov 2O13", "Sept l994", "Apri1 2004 - 0ct 2013"): a
 * year of four such characters with a letter among them, beside a month or a range's dash, and the months a digit
 * slipped into, read as meant.
 */
const MONTH_BEFORE = new RegExp(`${MONTH_WORD}\\s*$`, 'i');
function withoutOcrSlips(text: string): string {
  if (!/[OolI]\d|\d[OolI]|\b[lI]9\d|\b0ct|pri1|Ju1/.test(text)) return text;
  return text
    .replace(/\b0ct(?=ober\b|\b|\.)/g, 'Oct')
    .replace(/\bApri1\b/g, 'April')
    .replace(/\bJu1(y?)\b/g, 'Jul$1')
    .replace(/\b[12lI][09O][\dOolI]{2}\b/g, (year: string, at: number, all: string) => {
      if (!/[OolI]/.test(year)) return year;
      const digits = year.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
      const near = `${all.slice(Math.max(0, at - 12), at)} ${all.slice(at + year.length, at + year.length + 4)}`;
      return /^(?:19|20)\d{2}$/.test(digits) && (MONTH_BEFORE.test(all.slice(Math.max(0, at - 12), at)) || /[-–—]/.test(near)) ? digits : year;
    });
}

// English months of five letters or more, for a misspelt one ("Febuary", "Septmber", "Ocotber").
const LONG_MONTHS = ['january', 'february', 'march', 'april', 'august', 'september', 'october', 'november', 'december'];

/** Whether two words differ by at most one letter added, dropped, changed or two letters swapped (Damerau–Levenshtein ≤ 1). */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1) || (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
}

/** The month a word one slip from a long month's name means, keeping its first letter ("Febuary" → "February"). */
function misspeltMonth(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || ENGLISH_MONTH.test(lower) || MONTH_OF.has(lower)) return undefined;
  return LONG_MONTHS.find((month) => month[0] === lower[0] && oneSlipApart(lower, month));
}

/** A line's dates in English words: other languages' month names in a range, "today" after a dash, "since". */
function inEnglish(text: string): string {
  return withoutOcrSlips(text)
    // A misspelt month in a range: "Febuary 2018 – Febuary 2022" (alone before a year it may be a word: "Marsh 2019").
    .replace(/(?<![\p{L}])(\p{L}{5,10})\.?\s*(?=(?:19|20)\d{2}\b)/gu, (whole: string, name: string, at: number, all: string) => {
      const month = misspeltMonth(name);
      return month && inRange(all, at, at + whole.length) ? `${month} ` : whole;
    })
    // A year's ordinal full stop before a range's dash, as Serbian and Croatian write it: "mart 2022. – do danas".
    .replace(/\b((?:19|20)\d{2})\.(?=\s*[-–—])/g, '$1')
    // A month and its year a slash joins: "mar/2021 – atual", "fev/2021", "Sep/2019".
    .replace(/(?<![\p{L}\d])(\p{L}{3,9})\.?\/(?=(?:19|20)\d{2}\b)/gu, (whole: string, name: string) => (MONTH_OF.has(name.toLowerCase()) || ENGLISH_MONTH.test(name) ? `${name} ` : whole))
    .replace(FOREIGN_MONTH, (whole: string, name: string, at: number, all: string) =>
      !/^\p{Lu}{1,3}$/u.test(name) && inRange(all, at, at + whole.length) ? `${MONTH_OF.get(name.toLowerCase()) ?? name} ` : whole)
    .replace(FOREIGN_PRESENT, '$1– present')
    .replace(FOREIGN_SINCE, 'since ')
    .replace(FOREIGN_TO, '$1 – ')
    // A month's full stop before its year, against it too ("feb.2017"): chrono read "Sep 2013 - Feb. 2017" as no range.
    .replace(/\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.\s*(?=(?:19|20)\d{2}\b)/gi, '$1 ');
}

const FROM_ALONE = new RegExp(String.raw`(^\s*|\|\s*)from\s+((?:${MONTH_WORD}\s*)?(?:\d{1,2}[./])?(?:19|20)\d{2})\s*$`, 'i');

/**
 * Date forms chrono does not read, rewritten to ones it does: "Oct '19" → "Oct 2019", "10/19 – 03/22" → "10/2019 –
 * 03/2022", "06.2017" → "06/2017", "2017/06" → "06/2017", "Summer 2012" → "Jun 2012", "Q2 2018" → "Apr 2018",
 * "Mar 2022 → present" → "Mar 2022 – present"; financial years as their first or last month: "2017/18 – 2020/21" →
 * "Apr 2017 – Mar 2021" (April to March, as the UK's), "FY2018 – FY2021" → "Jul 2017 – Jun 2021" (July to June, between
 * the US federal year and the UK's).
 */
const SHORT_YEAR_RANGE = new RegExp(`\\b(${MONTHS})[a-z]*\\.?\\s+['’]?(\\d{2})\\s*(?:-|–|—|to)\\s*(${MONTHS})[a-z]*\\.?\\s+['’]?(\\d{2})\\b(?![\\d/.:]|,?\\s*(?:19|20)\\d{2})`, 'gi');
// (Not days with their year after: "September 15 - December 20, 2019".)
// A two-digit year's century: up to ten years ahead of today's is this century's.
const fullYear = (year: string) => `${Number(year) <= (new Date().getFullYear() % 100) + 10 ? '20' : '19'}${year}`;

export function normaliseDates(text: string): string {
  const opensRange = (rest: string) => /^\s*(?:-|–|—|to|until)\s*\S/i.test(rest);
  return inEnglish(text)
    // A start with no end, alone on its line or in its last cell: "From August 2023" is "since August 2023". (Not at a
    // sentence's end: "- Acting Shift Leader, from March 2017".)
    .replace(FROM_ALONE, '$1since $2')
    // A range of months with two-digit years, both sides: "aug 05 - aug 09 apprentice electrician", "(apr 10 - jun 14)".
    // (Not days: "Shutdown Mar 01 - Mar 31" would end in a year to come.)
    .replace(SHORT_YEAR_RANGE, (whole: string, m1: string, y1: string, m2: string, y2: string) => (Number(fullYear(y2)) >= Number(fullYear(y1)) && Number(fullYear(y2)) <= new Date().getFullYear() ? `${m1} ${fullYear(y1)} – ${m2} ${fullYear(y2)}` : whole))
    // "til" as typed: "senior hv jointer - june 2021 til now".
    .replace(/(?<=\b(?:19|20)\d{2})\s+til\s+(?=\S)/gi, ' till ')
    // An ISO date with its day: "2013-09-01".
    .replace(/\b((?:19|20)\d{2})-(0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, '$2/$1')
    // A range's end in two digits, as a cell of its own: "2014-17   Electrical Technician", "…, 2014-19." (not "2010-11",
    // which may be an ISO month; nor an academic year opening a range, "2019-20 to present"; nor "built 2008-15", a code's
    // "PRJ-2016-23", "(2022-24 cohort)", "2018 - 27 MW").
    .replace(/(^\s*|\s{2,}|\t|[|,(]\s*)((19|20)(\d{2}))\s?[-–]\s?(\d{2})(?=\s*$|\.\s*$|\s{2,}|\t|\s*[|,;)])(?!\s*[-–—]\s*\S|\s+(?:to|until|till)\b)/g, (whole: string, lead: string, start: string, century: string, from: string, to: string) =>
      Number(to) >= 13 && Number(to) > Number(from) && Number(to) - Number(from) <= 30 ? `${lead}${start} – ${century}${to}` : whole)
    // A table row whose first two cells are its dates: "09/2019 | 06/2026 | Eólica del Moncayo | Wind Asset Manager".
    // (Months and years only: "2018 | 2020 | Hornsea 2" in a projects table is no job's dates.)
    // (Or year first: "2023-12 | present | Vestkyst Brint A/S | …".)
    .replace(/^(\s*(?:\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2])))(?:\s*\|\s*|\s*\t\s*|\s{2,})(?=(?:\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2]))(?:\s*[|\t]|\s{2})|(?:present|current|now|today|to date|ongoing)(?:\s*[|\t]|\s{2}))/i, '$1 – ')
    // Each run of spaces or dashes is tried from its start only (a run of 200,000 dashes was a quadratic search).
    .replace(/(?<!\s)\s*(?:→|⟶|(?<!-)-+>|–>|—>)\s*/g, ' – ')
    // A word for today glossed in English: "~ 현재 (Present)", "– по настоящее время (to date)", whatever the script.
    // (A few words, no comma, not a capitalised title's: "2019 – Site Manager, Helios Solar Ltd (current)"; "jetzt
    // (present)", "dosud (to date)" are words for today.)
    .replace(/((?:19|20)\d{2}(?:[./-]\d{1,2})?\s*[-–—~〜]\s*)([^\s()\d,](?:[^()\d,\s]*\s){0,3}?[^()\d,\s]*)\s*\((present|to date|till date|current|now|today)\)/gi,
      (whole: string, dates: string, word: string, today: string) => (/^\p{Lu}\p{Ll}/u.test(word) ? whole : `${dates}${today}`))
    // "2016.07 ~ Present", "2012.01 ~ 2016.06": a tilde between dates, as Korean and Japanese CVs write a range.
    .replace(/\b((?:19|20)\d{2})((?:[./-]\d{1,2}){0,2})\s*[~〜]\s*(?=((?:19|20)\d{2})(?:[./-]\d{1,2}){0,2}\b(?!\s*(?:mw|gw|kw|mwp|turbines|units|people|staff|%|km|t\b))|(?:present|now|current|today)\b|현재|現在|至今)/gi,
      (whole: string, year: string, rest: string, end: string | undefined) => (end === undefined || Number(end) >= Number(year) ? `${year}${rest} – ` : whole))
    // "2016.07-2020.09": a hyphen between two year.month dates is a range's dash.
    .replace(/\b((?:19|20)\d{2}\.(?:0[1-9]|1[0-2]))-(?=(?:19|20)\d{2}\.(?:0[1-9]|1[0-2])\b|(?:now|present|today)\b)/gi, '$1 - ')
    // "06/2009-02/2011": a hyphen between two month/year dates is a range's dash.
    .replace(/\b(\d{1,2}\/(?:19|20)\d{2})-(?=\d{1,2}\/(?:19|20)\d{2}\b)/g, '$1 - ')
    // "Jan 2020 – (contract ended) Dec 2021": an aside between a range's dash and its end.
    .replace(/([-–—]|\bto)\s*\([^)]{1,30}\)\s*(?=[a-z]{3}|\d)/gi, '$1 ')
    // "2017/18" only where the two years follow one another and cannot be a month ("2011/12" stays December 2011).
    .replace(/\b((?:19|20)\d{2})\/(\d{2})\b(?![./-]\d)/g, (whole: string, year: string, yy: string, at: number, all: string) =>
      Number(yy) > 12 && Number(yy) === (Number(year) + 1) % 100 ? (opensRange(all.slice(at + whole.length)) ? `Apr ${year}` : `Mar ${Number(year) + 1}`) : whole)
    .replace(/\bFY\s?['’]?((?:19|20)?\d{2})\b/gi, (whole: string, y: string, at: number, all: string) => {
      const year = y.length === 2 ? Number(century(y)) : Number(y);
      return opensRange(all.slice(at + whole.length)) ? `Jul ${year - 1}` : `Jun ${year}`;
    })
    .replace(new RegExp(`\\b(${MONTHS})([a-z]*\\.?)\\s*['’](\\d{2})\\b`, 'gi'), (_, m: string, rest: string, yy: string) => `${m}${rest} ${century(yy)}`)
    // A month and a year's two digits without the apostrophe, in a range: "Jul 08 - Aug 11", "Mar 2015 to Feb 19".
    .replace(new RegExp(`\\b(${MONTHS})([a-z]*\\.?)\\s+(\\d{2})\\b(?![:/.,]?\\d)`, 'gi'), (whole: string, m: string, rest: string, yy: string, at: number, all: string) =>
      // (Not a day of a month a full year follows on the line: "June 15 - July 20, 2019", "September 15 - December 20, 2019".)
      !/\b(?:19|20)\d{2}\b/.test(all.slice(at + whole.length)) && all[at + whole.length] !== ',' && (opensRange(all.slice(at + whole.length)) || /(?:(?:19|20)\d{2}|\b\d{2})\s*(?:-|–|—|to|until)\s*$/i.test(all.slice(Math.max(0, at - 12), at))) ? `${m}${rest} ${century(yy)}` : whole)
    // Two months of one year: "Mar – Aug 2018" as "Mar 2018 – Aug 2018", "Dec – Feb 2019" as "Dec 2018 – Feb 2019".
    .replace(MONTHS_OF_A_YEAR, (_, first: string, dash: string, second: string, year: string) =>
      `${first} ${monthIndex(first) > monthIndex(second) ? Number(year) - 1 : year} ${dash} ${second}${year}`)
    // A year's two digits after an apostrophe, in a range: "'17 – '21", "'21 – now", "late '19 –", "Summer '17 –".
    .replace(/(?<![\p{L}\d'’])['’](\d{2})\b/gu, (whole: string, yy: string, at: number, all: string) =>
      opensRange(all.slice(at + whole.length)) || /(?:(?:19|20)\d{2}|['’]\d{2})\s*(?:-|–|—|to|until)\s*$/i.test(all.slice(Math.max(0, at - 12), at)) ? century(yy) : whole)
    .replace(/\b(0?[1-9]|1[0-2])[./](\d{2})(?=\s*(?:-|–|—|to|until)\s*(?:(?:0?[1-9]|1[0-2])[./]\d{2}\b|present|current|now|date))/gi, (_, mm: string, yy: string) => `${mm}/${century(yy)}`)
    .replace(/((?:19|20)\d{2}\s*(?:-|–|—|to|until)\s*)(0?[1-9]|1[0-2])[./](\d{2})\b(?![./]\d)/gi, (_, start: string, mm: string, yy: string) => `${start}${mm}/${century(yy)}`)
    // Vietnamese months, "T3/2019 – Now" (tháng 3).
    .replace(/\bT(1[0-2]|0?[1-9])\/(?=(?:19|20)\d{2}\b)/g, '$1/')
    // Roman months, as Polish and Czech CVs write them: "IX 2016 – VI 2019".
    .replace(/\b(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)\s+(?=(?:19|20)\d{2}\b)/g, (_, roman: string) => `${ROMAN_MONTHS[roman]} `)
    // A slashed date is day first when any on its line must be ("01/05/2012 – 31/12/2015"), else as chrono reads it.
    .replace(/\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/g, (whole: string, d: string, m: string, y: string, _at: number, all: string) =>
      [...all.matchAll(/\b(\d{1,2})\/\d{1,2}\/(?:19|20)\d{2}\b/g)].some((x) => Number(x[1]) > 12) && Number(m) <= 12 ? `${m}/${y}` : whole)
    // And a dashed one, as online forms write it: "01-09-2017".
    .replace(/\b(?:0?[1-9]|[12]\d|3[01])-(0?[1-9]|1[0-2])-((?:19|20)\d{2})\b/g, '$1/$2')
    // A dotted date is day first wherever it is written: "01.10.2012" is October.
    .replace(/\b(?:0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)\d{2})\b/g, '$1/$2')
    .replace(/\b(0?[1-9]|1[0-2])\.((?:19|20)\d{2})\b/g, '$1/$2')
    .replace(/\b((?:19|20)\d{2})[/.-](0[1-9]|1[0-2])\b(?![./-]\d)/g, '$2/$1')
    .replace(/\b(spring|summer|autumn|fall|winter)\s+(?=(?:19|20)\d{2}\b)/gi, (season: string) => `${SEASONS[season.trim().toLowerCase()]} `)
    // "mid-2016 to late 2019", "early 2021", "the end of 2018": the part of the year as a month in it.
    .replace(/\b(?:(early|mid|late)[-\s]+|(?:the\s+)?(beginning|start|middle|end)\s+of\s+)(?=(?:19|20)\d{2}\b)/gi, (_, part: string | undefined, of: string | undefined) => `${PART_OF_YEAR[(part ?? of)!.toLowerCase()]} `)
    // "2019-pres", "Jun 2013 - pres.": present, cut short.
    .replace(/\b((?:19|20)\d{2})\s*([-–—])\s*pres\b\.?(?=\s*(?:$|[|,;)]|\s{2}))/gi, '$1 $2 present')
    // "June 2022 up to now", "2019 up until 2021".
    .replace(/\b((?:19|20)\d{2})\s+up\s+(?:to|till|until)\s+/gi, '$1 – ')
    // "(jan 2021 - )": a range left open in its brackets.
    .replace(/\b((?:19|20)\d{2})\s*[-–—]\s*\)/g, '$1 – present)')
    // A dotted month's range made slashed above, its dash spaced as a slashed one's: "(08.2015-03.2017)".
    .replace(/\b(\d{1,2}\/(?:19|20)\d{2})-(?=\d{1,2}\/(?:19|20)\d{2}\b)/g, '$1 - ')
    .replace(/\bQ([1-4])\s+(?=(?:19|20)\d{2}\b)/g, (_, q: string) => `${QUARTERS[q]} `);
}

/** The date range a line gives, if any (after normaliseDates): "Mar 2021 – Present", "03/2019 - 06/2021", "2015–2018", "since 2020". */
export function dateRange(text: string, now: Date): DateRange | null {
  // A date this reads has a year's digits; the job parser asks again of the same lines (the lines around a job).
  if (!/\d/.test(text)) return null;
  const key = `${now.getFullYear()}-${now.getMonth()}\n${text}`;
  if (RANGES.has(key)) return RANGES.get(key)!;
  if (RANGES.size >= 4096) RANGES.clear();
  const range = readDateRange(text, now);
  RANGES.set(key, range);
  return range;
}

type DateRange = { from: number; to: number; current: boolean; start: number; end: number };

/**
 * chrono's reading of a text, a long one (a paragraph) in overlapping windows of DATE_TEXT_CHARS: its patterns cost a
 * quadratic search in the length of what they are given (a line of "5 years 5 years …" took seconds). A date or range
 * starting in one window's last DATE_OVERLAP_CHARS is read whole by the next; of two readings at one place the longer
 * is kept ("Sep. 2018 – Oct. 2025" over the "Sep. 2018 –" a window's end cut).
 */
function readDates(text: string): chrono.ParsedResult[] {
  if (text.length <= DATE_TEXT_CHARS) return ABSOLUTE_DATES.parse(text);
  const byIndex = new Map<number, chrono.ParsedResult>();
  for (let from = 0; from < text.length; from += DATE_TEXT_CHARS - DATE_OVERLAP_CHARS) {
    for (const result of ABSOLUTE_DATES.parse(text.slice(from, from + DATE_TEXT_CHARS))) {
      const index = result.index + from;
      const known = byIndex.get(index);
      if (!known || result.text.length > known.text.length) byIndex.set(index, Object.assign(result, { index }));
    }
    if (from + DATE_TEXT_CHARS >= text.length) break;
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}
const DATE_TEXT_CHARS = 300;
const DATE_OVERLAP_CHARS = 60;

/**
 * chrono without its readings relative to today ("5 years ago", "within 3 years", "2 years later", "next year"): a CV
 * dates its jobs absolutely, chrono gives those readings a certain year (today's less five), and their patterns cost
 * seconds on a long line of "5 years 5 years …".
 */
const RELATIVE = /^EN(?:TimeUnit(?:Within|Ago|Later|CasualRelative)Format|RelativeDateFormat)Parser$/;
const ABSOLUTE_DATES = (() => {
  const config = chrono.casual.clone();
  config.parsers = config.parsers.filter((parser) => !RELATIVE.test(parser.constructor.name));
  return config;
})();
const RANGES = new Map<string, DateRange | null>();

function readDateRange(text: string, now: Date): DateRange | null {
  const nowYears = now.getFullYear() + now.getMonth() / 12;
  // "Present" and friends would be read as today's date; they are found by pattern instead.
  // A range that began and ends after this month goes on: "03.2025 – 02.2027 (fixed term)".
  const goesOn = (from: number, to: number) => from <= nowYears && to > nowYears + 1 / 12;
  const parsed = readDates(presentMasked(text));
  // chrono reads a whole range itself: "Jan 2020 to Dec 2022", "03/2019 - 06/2021".
  for (const result of parsed) {
    if (!certainYear(result.start) || !certainYear(result.end)) continue;
    const from = yearsOf(result.start);
    // An end month counts whole: "Jan 2020 – Dec 2022" is three years.
    const to = yearsOf(result.end) + (monthOf(result.end) ? 1 / 12 : 0);
    if (to >= from && to <= nowYears + 1) return { from, to: Math.min(to, nowYears), current: goesOn(from, to), start: result.index, end: result.index + result.text.length };
  }
  const points = datePoints(text, parsed);
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1];
    if (b && SEPARATOR.test(text.slice(a.end, b.index))) {
      const to = b.month ? b.at + 1 / 12 : b.at;
      if (to >= a.at && to <= nowYears + 1) return { from: a.at, to: Math.min(to, nowYears), current: goesOn(a.at, to), start: a.index, end: b.end };
    }
    const after = text.slice(a.end, a.end + 16);
    const before = text.slice(Math.max(0, a.index - 8), a.index);
    // An open end is today too: "2018 onwards", "2021 –" at the end of the line (or of its cell).
    const openEnd = /^\s*(?:onwards?\b|(?:-|–|—)\s*(?:$|[|\t]|\s{2,}))/i.test(text.slice(a.end)) && !points.some((p) => p.index > a.index && p.index - a.end < 8);
    // (Not one that starts after today: "From January 2027", an offer accepted, is no job yet.)
    if (a.at <= nowYears && ((/^\s*(?:-|–|—|to|until|till)\s*/i.test(after) && PRESENT.test(after)) || /\bsince\s+$/i.test(before) || openEnd)) {
      const presentAt = after.search(PRESENT);
      return { from: a.at, to: nowYears, current: true, start: /since/i.test(before) ? a.index - before.length + before.search(/since/i) : a.index, end: presentAt >= 0 ? a.end + presentAt + (after.slice(presentAt).match(PRESENT)?.[0].length ?? 0) : a.end };
    }
  }
  return null;
}

// An aside in parentheses, which a title drops ("Reactor Operator (RO)", "(part-time)"), but not a grade it is held at,
// "Network Technician (Grade 4)", "Engineer (Level 3)", nor its discipline, "Sr. QA/QC Inspector (Mechanical)".
const ASIDE = /\((?!(?:grade|level|band)\s+[\dIVX]+\)|(?:mechanical|electrical|civil|structural|piping|instrumentation|process)\))[^)]*\)/gi;
// An aside followed by a word or by punctuation goes without a trace ("Storage (BESS) Commissioning"); any other leaves
// a space, so the cells it stood between stay apart.
const ASIDE_IN_TEXT = new RegExp(`(?<!\\s)\\s*${ASIDE.source}(?= \\S|[,.;:]|$)`, 'gi');
const ASIDE_BETWEEN = new RegExp(`(?<!\\s)\\s*${ASIDE.source}`, 'gi');

/** Without the separators at either end: "| Senior Engineer, " → "Senior Engineer". */
const trimSeparators = (text: string) => text.replace(/^[\s|,·•:;/\-–—]+|[\s|,·•:;/\-–—]+$/g, '');

// A table of contents' dot leader between a title and its dates: "Field Operations Manager ........ 01/24 - now".
const DOT_LEADER = / ?[.…](?: ?[.…]){2,} ?/g;
const clean = (segment: string) => trimSeparators(withoutAsides(segment, ' ', ASIDE).replace(DOT_LEADER, ' ')).replace(/\s+/g, ' ').trim();

// A form's labelled fields (Europass: "Occupation or position held: …", "Name and address of employer: …") say what
// their value is, so it is taken whole: "Senior Civil Engineer, Pumped-Storage Projects" is one title.
// (Or with a tab or a run of spaces instead of the colon, after a bullet: "• Occupation or position held    Senior …".)
const TITLE_LABEL = /^[\s•·-]*(?:occupation or position held|position held|position|job title|title|role|designation)(?:\s*:\s*|\t\s*|\s{2,})/i;
const EMPLOYER_LABEL = /^[\s•·-]*(?:name (?:and address )?of (?:the )?employer|employer(?: name)?|company(?: name)?|organi[sz]ation)(?:\s*:\s*|\t\s*|\s{2,})/i;
// "Title at Employer", "Employer: Title", "placed at Employer as Title", cells, pipes and dashes.
const FORM_LABEL = new RegExp(`${TITLE_LABEL.source}|${EMPLOYER_LABEL.source}|^[\\s•·-]*(?:type of business(?: or sector)?|sector|main activities(?: and responsibilities)?|location|place|client|via|agency|industry|department|employment type|job level|salary|hours per week|series|pay plan|grade|i currently work here|currently employed|reason for leaving|project(?: name)?|scope|rotation)(?:\\s*:\\s*|\\t\\s*|\\s{2,})`, 'i');
// A project's field that names the role held on it: "Project: Hornsea Two – Electrical Supervisor".
const titledProject = (text: string) => /^[\s•·-]*project(?: name)?\s*:/i.test(text) && TITLE_WORD_AT_END.test(clean(text));
// A form's fields that name neither the title nor the employer (a client's or an agency's name may be the employer).
const SILENT_FIELD = /^[\s•·-]*(?:salary|hours per week|series|pay plan|grade|location|place|employment type|job level|department|industry|sector|type of business(?: or sector)?|reason for leaving|i currently work here|currently employed|project(?: name)?|scope|rotation)\s*:/i;
const SEPARATORS = /(\s[|·•–—/-]\s|\s-{2,}\s|\s*\|\s*|\s*\t\s*|\s{2,}|\s+at\s+|\s+with\s+|\s+@\s+|:\s+|\s+as\s+(?:an?\s+)?)/;
const DASH = /^\s[–—-]\s$/;

/**
 * Splits "Senior Engineer | Acme Ltd, Aberdeen" into its title and employer, by what each part looks like.
 * employerKnown: the employer has a line of its own (a firm's block with several roles under it).
 */
function titleAndEmployer(text: string, employerKnown = false): { title: string | null; employer: string | null } {
  const labelledTitle = text.match(TITLE_LABEL);
  if (labelledTitle) {
    // (Whole, but for a place or unit after a dash, "Designation : Shift Supervisor — SNGS-3 Main Control Room"; a field
    // stays, "Assistant Manager - Human Resources".)
    const value = clean(text.slice(labelledTitle[0].length));
    const dash = /\s[–—]\s|\s-\s/.exec(value);
    const after = dash ? clean(value.slice(dash.index + dash[0].length)) : '';
    const unit = /\d|\b(?:room|station|unit|plant|site|block|office|depot|yard|platform|terminal)\b/i.test(after) && !/^(?:grade|level|band|class|step|scale)\b/i.test(after);
    const before = dash ? value.slice(0, dash.index).trim() : '';
    return { title: (dash && unit && before.split(/\s+/).length >= 2 && TITLE_WORD_AT_END.test(before) ? clean(before) : value) || null, employer: null };
  }
  const labelledEmployer = text.match(EMPLOYER_LABEL);
  if (labelledEmployer) return { title: null, employer: clean(text.slice(labelledEmployer[0].length)) || null };
  const segments: string[] = [];
  // A title in parentheses after its employer: "Corvenna Point Power Station (Station Director)".
  const aside = /^([^()]+?)\s*\(([^)]+)\)$/.exec(trimSeparators(text));
  if (aside && TITLE_WORD.test(aside[2]!) && !TITLE_WORD.test(aside[1]!) && !NOT_WORK.test(aside[2]!) && !NOTE.test(aside[2]!)) return { title: clean(aside[2]!), employer: clean(aside[1]!) };
  // An aside in parentheses parts nothing: "Sales Assistant (Saturday job while at college), Brightways Home Stores",
  // "Battery Energy Storage (BESS) Commissioning Engineer".
  const pieces = withoutAsides(withoutAsides(text, '', ASIDE_IN_TEXT), ' ', ASIDE_BETWEEN).replace(/\s+,/g, ',').split(SEPARATORS);
  // A dash before a field is the title's own ("HR Business Partner – Operations", "Project Engineer – HVDC"); before
  // anything else it parts fields ("Wind Technician – Vestas").
  const strongs: string[] = [pieces[0]!];
  for (let k = 1; k < pieces.length; k += 2) {
    const next = pieces[k + 1]!;
    const field = clean(next.split(/,\s+/)[0]!);
    // (Or a kind of work in two words, the firm in a cell of its own: "Energy Analyst – Resource Planning | Front Range
    // Electric Cooperative, Denver, CO"; not a client's name, "Mechanical Fitter – Balfour Beatty Construction | Morson Group".)
    if (DASH.test(pieces[k]!) && TITLE_WORD.test(strongs.at(-1)!) && !/,/.test(strongs.at(-1)!) && (isField(field) || fieldLike(field) || (workField(field) && field.split(/\s+/).length === 2 && pieces.some((p, j) => j > k + 1 && firmAlone(p))))) strongs[strongs.length - 1] += ` – ${clean(next)}`;
    // Two titles held at once, one a slash joins: "Control Room Operator / Shift Lead".
    // (Unless the second is the first promoted: "Wind Turbine Technician / Snr Wind Turbine Technician" is the latter now.)
    else if (/^\s\/\s$/.test(pieces[k]!) && jobTitleAlone(strongs.at(-1)!) && jobTitleAlone(next)) {
      const [first, second] = [clean(strongs.at(-1)!), clean(next)];
      strongs[strongs.length - 1] = second.toLowerCase().endsWith(` ${first.toLowerCase()}`) && SENIORITY.test(second) ? second : `${strongs.at(-1)!} / ${second}`;
    }
    else strongs.push(next);
  }
  const named = strongs.map((s) => /\p{L}{2}/u.test(clean(s)));
  strongs.forEach((strong, k) => {
    // A comma parts a title from its employer ("Engineer, Gridmere Transmission Ltd") but not from its field
    // ("Senior Process Engineer, Hydrogen", "Lead Subsurface Engineer, CCS").
    const parts = strong.split(/,\s+/);
    const employerApart = employerKnown || named.some((n, j) => n && j !== k);
    // (A firm's own cell, not a town's: "… | Meridian Energy Ltd |", not "Tidal Lagoon Power | Swansea |".)
    const firmApart = (at: number) => employerKnown || strongs.some((other, j) => j !== at && (EMPLOYER_WORD.test(other) || firmAlone(other)));
    // (A town's cell, a word alone or a place: "… | Chennai |", "… | Milwaukee, WI |".)
    const townApart = (at: number) => strongs.some((other, j) => j !== at && (placeLine(other) || /^\p{Lu}[\p{L}.'-]+$/u.test(clean(other))));
    // What follows the title's comma is its field, by what the rest of the heading names apart.
    const fieldAfterComma = (part: string) => isField(part) || (employerApart && fieldLike(part)) || (firmApart(k) && kindLike(part)) || ((firmApart(k) || (employerApart && !townApart(k))) && workField(part));
    let current = parts[0]!;
    for (const part of parts.slice(1)) {
      if (parts.length === 2 && TITLE_WORD.test(current) && fieldAfterComma(part.trim())) current = `${current}, ${part}`;
      else {
        segments.push(current);
        current = part;
      }
    }
    segments.push(current);
  });
  // A form's date label ("Dates: 03/2018 – present", "Period: …") names no one.
  const cleaned = segments.map(clean).filter((s) => s.length >= 2 && !/^\d/.test(s) && !/^(?:dates?|period|duration|from)(?: \(from – to\))?$/i.test(s));
  if (cleaned.length === 0) return { title: null, employer: null };
  // (One that ends in its job word first: "Servicios Técnicos Ebro, S.A. | O&M Performance Engineer".)
  const title =
    cleaned.find((s) => TITLE_WORD_AT_END.test(s) && !EMPLOYER_WORD.test(s) && !PLURAL_TITLE_END.test(s)) ??
    cleaned.find((s) => TITLE_WORD.test(s) && !EMPLOYER_WORD.test(s) && !PLURAL_TITLE_END.test(s)) ??
    cleaned.find((s) => TITLE_WORD.test(s) && !EMPLOYER_WORD.test(s)) ??
    cleaned.find((s) => TITLE_WORD.test(s));
  const employer = cleaned.find((s) => s !== title && EMPLOYER_WORD.test(s)) ?? cleaned.find((s) => s !== title) ?? null;
  return { title: title ?? null, employer };
}

const SENIORITY = /^(?:senior|snr|sr\.?|lead|principal|chief|head|master|journeyman)\b/i;

/** A title and nothing else: a few words ending in a job word, no employer's word, comma or aside. */
const jobTitleAlone = (text: string) => {
  const t = clean(text);
  return t.split(/\s+/).length <= 5 && TITLE_WORD_AT_END.test(t) && !EMPLOYER_WORD.test(t) && !/[,()]/.test(t) && !firmNamed(t);
};

/** A title found only as a firm's name ("… Energy Consultants"): a real title elsewhere in the heading replaces it. */
const firmNamed = (title: string | null) => title !== null && PLURAL_TITLE_END.test(title);

/** A scheme's name read as a title ("Graduate Development Programme"): a real title elsewhere in the heading replaces it. */
const programmeNamed = (title: string | null) => title !== null && /\b(?:programme|program|scheme)$/i.test(title);

/**
 * The first line of a title a narrow column wrapped: a few capitalised words, ending in a field or an "and", with no
 * employer's word, separator or job word at its end ("Senior Protection and Control", "Testing and Commissioning").
 */
const titleWrap = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 5 && !isBullet(text) && !/[,|.:;()–—]|\s-\s/.test(text) && !EMPLOYER_WORD.test(text) && titleCase(text.trim()) && (FIELD_END.test(text.trim()) || /\s(?:and|&)$/i.test(text.trim()));
};
const FIELD_END = new RegExp(`\\b${FIELD_WORDS}$`, 'i');
const WORK_FIELD_END = /\b(?:operations|maintenance|control|engineering|planning|protection|commissioning|construction|design|development|projects?|asset management|safety|quality|procurement|trading|analytics|inspection|testing|reliability|integrity|automation|instrumentation|and|&)$/i;

/**
 * Written as a title: every word capitalised but the small ones, or in sentence case ending in its job word and not
 * opening with a past tense ("Lead plant operator", not "Reported to the operations manager").
 */
const titleLike = (text: string) => titleCase(text) || (/^\p{Lu}/u.test(text) && !/^\p{L}+ed\b/iu.test(text) && TITLE_WORD_AT_END.test(text));
const TITLE_WORD_AT_END = new RegExp(`${TITLE_WORD.source}$`, 'i');
// A volunteer doing a job's work, not a paid post organising volunteers: "Volunteer Firefighter", "Volunteer Energy Advisor",
// "Volunteer Lifeboat Crew Member" ("Volunteer Coordinator", "Volunteer Training Officer", "Volunteer and Events Coordinator"
// are jobs: their head organises).
const VOLUNTEER_TITLE = /^\W*volunt(?:eer|ary)\s+\p{L}/iu;
const ORGANISER_HEAD = /\b(?:co-?ordinator|manager|officer|lead|leader|supervisor|director|administrator|recruiter|head|organi[sz]er|trainer|partner|executive|specialist)s?$/i;
// (A doctoral student's title whatever its head: "PhD researcher, Energy Economics".)
const LEARNER_HEAD = /\b(?:intern|trainee|assistant|apprentice|graduate|cadet|associate|worker|student|placement)s?$|^(?:phd|dphil|doctoral) (?:student|candidate|researcher|research scholar|scholar)\b/i;

/** Every word capitalised but the small ones: "Senior Control Room Engineer", "Head of Asset Integrity". */
const titleCase = (text: string) => text.split(/\s+/).every((w) => /^(?:\(?\p{Lu}|\d|&|of|and|for|the|in|to|de|du|von|van|–|-)/u.test(w));

// A full stop that ends a sentence, not a firm's "Co., Ltd." or "S.p.A.".
// (A firm's legal form ends no sentence: "Co.", "Ltd.", "Sp. z o.o.", "Kft.", "Ltda.", "S.p.A.".)
const NOT_AFTER_ABBREVIATION = String.raw`(?<!\b(?:co|ltd|inc|corp|plc|llc|pvt|pte|pty|bhd|sdn|st|no|dept|intl|bros|sp|kft|ltda|c[ií]a|srl|sarl|jsc|pjsc|tbk|\p{L}))`;
const SENTENCE_END = new RegExp(String.raw`${NOT_AFTER_ABBREVIATION}[.!?](?:\s|$)`, 'iu');
const SENTENCE_END_AT_END = new RegExp(String.raw`${NOT_AFTER_ABBREVIATION}[.!?]$`, 'iu');
const endsSentence = (text: string) => SENTENCE_END_AT_END.test(text);

/** A heading line's words, its asides left out: "Hollow Fen Battery Storage (100 MW / 200 MWh) – client: Verdane". */
const headingWords = (text: string) => withoutAsides(text).trim().split(/\s+/).length;

/**
 * A line a title leads, set apart by a bar or dash: "Solar Plant O&M Supervisor — Thar Surya Energy Pvt. Ltd., 150 MW(AC)
 * solar park, Phalodi" (which may run past a heading's usual length).
 */
const titleLed = (text: string) => {
  const [lead, ...rest] = text.split(/\s+[|–—]\s+/);
  return rest.length > 0 && headingWords(lead!) <= 6 && TITLE_WORD.test(lead!) && titleCase(lead!.trim()) && !isBullet(text);
};

/** A line dated by one year set apart at its end, as a right-aligned column writes it: "Career break – travelling   2016". */
const datedByItsYear = (text: string) => /(?:\s\s|\t)(?:19|20)\d{2}$/.test(text.slice(-6));
/** A line of contact details (it holds an email address): no job's line, whatever dates it gives. */
const CONTACT_LINE = /\S@\S+\.\w/;
/** A line that ends with its own year, before a job's start, tells something else: "part time at a phone repair shop while at college 2013-15" below "… jul 2015 - may 2019". */
const yearBefore = (text: string, from: number) => {
  const own = /\b((?:19|20)\d{2})(?:\s*[-–]\s*(?:\d{2}|(?:19|20)\d{2}))?\W*$/.exec(text);
  return own !== null && Number(own[1]) < Math.floor(from);
};

/** A line that holds a date range and next to nothing else: "Sep. 2018 – Oct. 2025". */
const MONTH_NAME = new RegExp(`\\b(?:${MONTHS})[a-z]*\\.?`, 'gi');
const datesAlone = (text: string, now: Date) => {
  const dated = normaliseDates(text);
  return dateRange(dated, now) !== null && dated.replace(RANGE, '').replace(MONTH_NAME, '').replace(/[^\p{L}]/gu, '').length < 3;
};

// Any mark before a space opens a bullet ("✓ ", "■ ", "» ", "-> "), as do "o " and "1) ".
// A bullet's mark and the space after it ("• ", "- ", "o ").
const BULLET_MARK = /^\s*(?:[^\p{L}\p{N}\s("'“‘$£€]{1,2}|o)\s+/u;
// A numbered list's number before a capital: "1. Executive Engineer".
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+(?=\p{Lu})/u;
const isBullet = (text: string) => /^\s*(?:[^\p{L}\p{N}\s("'“‘$£€]{1,2}|o)\s|^\s*\d+[.)]\s/u.test(text);

// A picture before a line (not a bullet's tick or arrow): "☀️ Lead O&M Technician - Caprock Renewable Services", "💼 …".
const EMOJI_LEAD = /^\s*(?:[\u{1F000}-\u{1FAFF}]|[\u2600-\u26FF])\u{FE0F}?\s+/u;

/**
 * Two jobs dated on one line, the second after "then", as two lines: "apprenticeship at Penmorvah Boatyard, Porthcarrow
 * 2009-2013 (started Sept 09), then laminator at Atlantic Composites 2013-2016 building RIB and workboat hulls". (Each part
 * holds a range of its own; "…, then promoted to supervisor in 2021" stays one.)
 */
function withJobsApart(lines: SectionedLine[], now: Date): SectionedLine[] {
  return lines.flatMap((line) => {
    const at = line.text.search(/,\s+then\s+/i);
    if (at < 0) return [line];
    const [first, second] = [line.text.slice(0, at), line.text.slice(at).replace(/^,\s+then\s+/i, '')];
    return dateRange(normaliseDates(first), now) && dateRange(normaliseDates(second), now) ? [{ ...line, text: first }, { ...line, text: second, breakBefore: true }] : [line];
  });
}

/**
 * A step told with an open end and no title inside a job that ended, while a later job began: it ends with that job. "2012 onwards i
 * was motorman" inside "feb 2008 - june 2014 te ahi drilling", before "oct 2015 got on at taurewa geothermal station".
 */
function stepsClosed(entries: ExperienceEntry[]): ExperienceEntry[] {
  return entries.map((e) => {
    // (Untitled, well inside it, and not said to go on: a job that overlaps the one before by a few months, or one dated
    // "2014 - present", is a job of its own.)
    if (!e.current || e.title !== null || PRESENT.test(e.line)) return e;
    const within = entries.find((o) => o !== e && !o.current && o.from < e.from && e.from < o.to - 0.5);
    const later = within && entries.some((o) => o !== e && o.from >= within.to);
    return within && later ? { ...e, to: within.to, current: false } : e;
  });
}

/** A job's heading with a picture before it, as phone-typed CVs set them, read without it: it is no bullet of duties. */
function withoutEmojiBeforeJobs(lines: SectionedLine[], now: Date): SectionedLine[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    // (Its dates on its line, or opening the next: "Jun 2020 – now (lead since 2023)".)
    const headsDates = dateRange(line.text, now) !== null || (next !== undefined && next.section === line.section && dateRange(next.text.trim(), now)?.start === 0);
    return headsDates && EMOJI_LEAD.test(line.text) ? { ...line, text: line.text.replace(EMOJI_LEAD, '') } : line;
  });
}

/**
 * Where a job's dates close its block, below its bullets ("Graduate Electrical Engineer" / "Southern Lines Network Ltd" /
 * "- …" / "(March 2025 – present)"), the block's first lines (up to two, before its bullets), which head it; else null.
 * A block is a paragraph the dates end, or, where no blank line parts the jobs (a PDF's text), the lines since the last
 * dates in a section whose every job reads so: not one line just above its dates reads as a heading, and the section
 * ends with dates.
 */
function datesClosingBlock(lines: SectionedLine[], i: number, now: Date): number[] | null {
  const line = lines[i]!;
  // (A town below the dates is theirs: "06/2021 – Current" / "Pune, India".)
  const next = lines[placeBelow(lines, i) ? i + 2 : i + 1];
  if (line.breakBefore || !datesAlone(line.text, now)) return null;
  const sameSection = (j: number) => lines[j] !== undefined && lines[j]!.section === line.section;
  let start = i - 1;
  // (Up to the job before's dates, or the town below them.)
  const endsJobBefore = (j: number) => dateRange(lines[j]!.text, now) !== null || (j > 0 && placeBelow(lines, j - 1) && datesAlone(lines[j - 1]!.text, now));
  for (let n = 0; n < 40 && start > 0 && !lines[start]!.breakBefore && sameSection(start - 1) && !endsJobBefore(start - 1); n++) start--;
  if (!sameSection(start)) return null;
  const endsParagraph = isBullet(lines[i - 1]!.text) && lines[start]!.breakBefore && !(next && next.section === line.section && !next.breakBefore);
  if (!endsParagraph && !datesCloseEveryJob(lines, i, now)) return null;
  const head: number[] = [];
  for (let j = start; j < i && head.length < 2 && !isBullet(lines[j]!.text) && !dateRange(lines[j]!.text, now) && headingWords(lines[j]!.text) <= 12 && !endsSentence(lines[j]!.text); j++) head.push(j);
  return head.length > 0 ? head : null;
}

/** A section of jobs each closed by its dates (see datesClosingBlock), read from the section around line i. */
function datesCloseEveryJob(lines: SectionedLine[], i: number, now: Date): boolean {
  const section = lines[i]!.section;
  // (A section of more than 400 lines is no CV's: each dated line would walk all of it.)
  let first = i;
  while (first > 0 && lines[first - 1]!.section === section && i - first < 400) first--;
  let last = i;
  while (last + 1 < lines.length && lines[last + 1]!.section === section && last - first < 400) last++;
  // (A town below each job's dates is theirs: "06/2021 – Current" / "Pune, India".)
  if (last > first && placeBelow(lines, last - 1)) last--;
  if (last - first >= 400 || dateRange(lines[first]!.text, now) || !datesAlone(lines[last]!.text, now)) return false;
  const dated = [];
  for (let j = first; j <= last; j++) if (dateRange(lines[j]!.text, now)) dated.push(j);
  // What a job says of itself above its dates, and the short heading that opens the next job below them.
  const body = (text: string) => isBullet(text) || endsSentence(text) || /;/.test(text) || /^\p{Ll}/u.test(text) || (headingWords(text) > 5 && !titleCase(text.trim()));
  // (Its words counted without dashes and ampersands: "Graduate Intern – Design & Estimation" is four.)
  const heads = (text: string) => !isBullet(text) && withoutAsides(text).split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 5 && !endsSentence(text) && /^\p{Lu}/u.test(text);
  return dated.length >= 2 && dated.every((j) => datesAlone(lines[j]!.text, now) && j - 1 >= first && !dateRange(lines[j - 1]!.text, now) && body(lines[j - 1]!.text) && (j === last || heads(lines[placeBelow(lines, j) ? j + 2 : j + 1]?.text ?? '')));
}

// A town and its country or state, or a way of working, on a line of its own: "Pune, India", "Houston, TX", "Remote".
// (Two or three parts, "Poblacion, San Benito, Cebu", "Ras Harmal Industrial City, Kingdom of Saudi Arabia"; or a
// country named as a state, "State of Qatar".)
const PLACE_PART = String.raw`\p{Lu}[\p{L}.'-]*(?:\s(?:of|de|del|la|on|upon|am)\s\p{Lu}[\p{L}.'-]*|\s\p{Lu}[\p{L}.'-]*){0,3}`;
const PLACE = new RegExp(String.raw`^${PLACE_PART}(?:,\s*${PLACE_PART}){1,2}$|^(?:State|Kingdom|Sultanate|Republic|Emirate|Commonwealth|Federation|Principality) of \p{Lu}\p{L}*(?:\s\p{Lu}\p{L}*){0,2}$|^(?:United Arab Emirates|[Rr]emote|[Hh]ybrid|[Oo]n-?site)$`, 'u');
/** Whether the line below line i, in its section and block, is a place alone (see PLACE), no title's or firm's. */
function placeBelow(lines: SectionedLine[], i: number): boolean {
  const below = lines[i + 1];
  if (!below || below.section !== lines[i]!.section || below.breakBefore) return false;
  return placeLine(below.text);
}

/** A line that is a place alone (see PLACE), no title's or firm's. */
function placeLine(line: string): boolean {
  const text = line.trim();
  // (Not a firm and its town: "Gridwise Analytics B.V., Ravenmeer".)
  const name = text.split(',')[0]!;
  return text.length <= 80 && PLACE.test(text) && !TITLE_WORD.test(text) && !EMPLOYER_WORD.test(text) && !/\p{L}\.\p{L}/u.test(name) && !FIRM_SUFFIX.test(name) && !LEGAL_FORM_END.test(name);
}

// Dates split over two lines, read as one range on the first: an online form's fields ("From: 09/2021" / "To:" / "I
// currently work here: Yes", "Start Date: 01-09-2017" / "End Date: 31-08-2019"; an empty end is today), or a range's
// end wrapped onto the next line.
const START_FIELD = /^[\s•·-]*(?:from|start(?:ing)?(?: date)?|date (?:from|started|joined))\s*(?:\([^)]{0,20}\))?\s*:\s*(\S.*)$/i;
const END_FIELD = /^[\s•·-]*(?:to|until|end(?:ing)?(?: date)?|date (?:to|ended|left))\s*(?:\([^)]{0,20}\))?\s*:\s*(.*)$/i;
// (Years in full, or a month's two digits and the year's: "05/18 -" / "02/23".)
// (A month in English or in the languages FOREIGN_MONTHS knows: "mai 2015 – août" / "2019", "janv. 2021 –" / "juin 2023".)
const ANY_MONTH = `(?:${MONTH_WORD}|(?:${FOREIGN_MONTHS.map(([, names]) => names).join('|')})\\.?)`;
const RANGE_END_ALONE = new RegExp(`^(?:${ANY_MONTH}\\s+|\\d{1,2}[./])?((?:19|20)\\d{2}|(?<=[./])\\d{2})(?=\\s*(?:$|[|,;(]))`, 'i');
const WRAPPED_RANGE_END = new RegExp(`(?:\\b(?:19|20)\\d{2}|\\b\\d{1,2}[./]\\d{2})\\s*(?:to|until|a|al|à|au|bis|hasta|até|tot|[-–—])(?:\\s*${ANY_MONTH})?$`, 'i');
// A range whose start ends its line and whose end, today, opens the next: "… | Sep 2019 –" / "present", "… | Sep. 2019 – à" /
// "ce jour".
const OPEN_TO_WORD = String.raw`(?:to|until|till|à|au|jusqu['’]à|hasta|bis|tot)`;
const OPEN_TO_START = new RegExp(String.raw`\b(?:19|20)\d{2}\s*(?:[-–—]\s*)?${OPEN_TO_WORD}$|\b(?:19|20)\d{2}\s*[-–—]$`, 'i');
const OPEN_TO_TAIL = new RegExp(String.raw`\s*(?:[-–—]\s*)?(?:${OPEN_TO_WORD}|[-–—])$`, 'i');
const OPEN_TO_END = new RegExp(`^(?:to date|date|present|now|current|today|ongoing|ce jour|${FOREIGN_PRESENT_WORDS})(?=$|[\\s|,;.()])`, 'iu');
function withDateFieldsJoined(lines: SectionedLine[]): SectionedLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < out.length; i++) {
    // A range's end wrapped onto the next line, as a PDF's narrow column does it: "… Naivasha - July 2022 to" / "date".
    const openTo = OPEN_TO_START.test(out[i]!.text) && OPEN_TO_END.exec(out[i + 1]!.text);
    if (openTo && out[i + 1]!.section === out[i]!.section) {
      out[i]!.text = `${out[i]!.text.replace(OPEN_TO_TAIL, '')} – present`;
      out[i + 1]!.text = out[i + 1]!.text.slice(openTo[0].length).trim();
      continue;
    }
    // Or its end's year, or its whole end: "… | Sep 2020 - Jan" / "2023", "… | Sep 2020 –" / "Jan 2023".
    // (The end alone on its line or in its cell, and no earlier than the start: not "2023 Promoted to …", nor a line of
    // a range of its own, "2015 – 2018 …".)
    const openEnd = WRAPPED_RANGE_END.exec(out[i]!.text) && RANGE_END_ALONE.exec(out[i + 1]!.text);
    const fullYear = (y: string) => Number(y.length === 2 ? century(y) : y);
    const startYear = fullYear(/((?:19|20)\d{2}|(?<=[./])\d{2})\D*$/.exec(out[i]!.text)?.[1] ?? '0');
    if (openEnd && out[i + 1]!.section === out[i]!.section && fullYear(openEnd[1]!) >= startYear) {
      out[i]!.text = `${out[i]!.text} ${openEnd[0]}`;
      out[i + 1]!.text = out[i + 1]!.text.slice(openEnd[0].length).trim();
    }
    // A range a date alone a line: "Jan 2021" / "Dec 2023" (or "- Dec 2023", "to Present").
    const endAlone = START_ALONE.test(out[i]!.text.trim()) && out[i + 1]!.section === out[i]!.section && END_ALONE.exec(out[i + 1]!.text.trim());
    if (endAlone) {
      out[i]!.text = `${out[i]!.text.trim()} – ${endAlone[1]}`;
      out[i + 1]!.text = '';
      continue;
    }
    const start = START_FIELD.exec(out[i]!.text);
    const end = start && END_FIELD.exec(out[i + 1]!.text);
    if (!start || !end || out[i + 1]!.section !== out[i]!.section) continue;
    // ("End Date: -" is no end either.)
    out[i]!.text = `${start[1]!.trim()} – ${end[1]!.replace(/^[\s\-–—]+$/, '').trim() || 'present'}`;
    out[i + 1]!.text = '';
  }
  return out;
}

// A text table's column heads: "From | To | Employer | Position | Main duties", or the same set apart by spaces.
const TABLE_HEAD = /^(?:from|to|since|until|start(?: date)?|end(?: date)?|dates?|period|employer|company|organi[sz]ation|position|title|job title|role|designation|duties|main duties|(?:main )?responsibilities|tasks|location|department)$/i;
const TO_HEAD = /^(?:to|until|end(?: date)?)$/i;

/**
 * A text table of jobs whose cells wrap onto the lines below, as a PDF's or Word's table comes out as text ("03/2021 |
 * | Serai Gas Processing Sdn. | Senior Control Room | …" / "| | Bhd. | Operator | …"): each row made one line of whole
 * cells, the lines it wrapped onto left empty (so every line keeps its place). The columns are read from the heads'
 * line, by its pipes or by where each head starts; a line whose first column is empty carries on the row above. A row
 * whose "To" cell is empty is a job still held.
 */
function withTableRowsJoined(lines: SectionedLine[]): SectionedLine[] {
  const out = lines.map((line) => ({ ...line }));
  // A Word table exported one cell a line has its heads one a line too ("Period" / "Employer" / "Position" / "Main
  // Duties"): they are no one's title.
  for (let h = 0; h + 2 < out.length; h++) {
    let n = 0;
    while (h + n < out.length && out[h + n]!.section === out[h]!.section && TABLE_HEAD.test(out[h + n]!.text.trim())) n += 1;
    if (n >= 3) for (let k = h; k < h + n; k++) out[k]!.text = '';
    h += n;
  }
  for (let h = 0; h < out.length; h++) {
    const header = out[h]!;
    const piped = header.text.includes('|');
    const heads = tableCells(header, piped, null);
    if (heads.length < 3 || heads.filter((head) => TABLE_HEAD.test(head.text)).length < 3) continue;
    const columns = heads.map((head) => head.at);
    // (Set apart by spaces, the rows must stand under the heads, as a fixed-width table's do: a Word table saved as .doc
    // parts its cells by two spaces whatever their width.)
    const firstRow = out[h + 1] && tableCells(out[h + 1]!, piped, columns);
    if (!piped && !(firstRow && firstRow.length >= 3 && firstRow.every((cell) => columns.some((at) => Math.abs(at - cell.at) <= 2)))) continue;
    const toColumn = heads.findIndex((head) => TO_HEAD.test(head.text));
    let row = -1;
    let cells: string[] = [];
    const flush = () => {
      if (row < 0) return;
      if (toColumn > 0 && !cells[toColumn]?.trim() && /\d/.test(cells[0] ?? '')) cells[toColumn] = 'present';
      out[row]!.text = cells.map((cell) => cell.trim()).join(' | ');
    };
    let i = h + 1;
    for (; i < out.length && out[i]!.section === header.section && !(out[i]!.breakBefore && i > h + 1); i++) {
      const line = tableCells(out[i]!, piped, columns);
      if (piped && line.length !== heads.length) break;
      const first = line.find((cell) => cell.column === 0)?.text.trim();
      // (A cell's wrapped text fits its column; a bullet below a row, or a line across the columns, is the job's own.)
      const fits = piped || line.every((cell) => cell.column === columns.length - 1 || cell.at + cell.text.length <= columns[cell.column + 1]! + 1);
      if (!first && row >= 0 && fits && (piped || !isBullet(out[i]!.text))) {
        for (const cell of line) cells[cell.column] = `${cells[cell.column] ?? ''} ${cell.text}`;
        out[i]!.text = '';
        continue;
      }
      flush();
      row = -1;
      if (!first) continue;
      row = i;
      cells = columns.map((_, k) => line.filter((cell) => cell.column === k).map((cell) => cell.text).join(' '));
    }
    flush();
    h = i - 1;
  }
  return out;
}

/** A table line's cells with their column: by its pipes, or by the heads' starts (each piece two spaces apart). */
function tableCells(line: SectionedLine, piped: boolean, columns: number[] | null): { text: string; at: number; column: number }[] {
  if (piped) {
    // (A line that opens with a pipe has an empty first cell: its indent is what the trim took.)
    const parts = line.text.split('|');
    return parts.map((text, k) => ({ text: text.trim(), at: k, column: k })).filter((cell, k) => k < parts.length - 1 || cell.text || parts.length === 1);
  }
  const cells: { text: string; at: number; column: number }[] = [];
  for (const piece of line.text.matchAll(/\S+(?: \S+)*/g)) {
    const at = (line.indent ?? 0) + piece.index;
    let column = 0;
    if (columns) while (column + 1 < columns.length && columns[column + 1]! <= at + 1) column += 1;
    cells.push({ text: piece[0], at, column });
  }
  return cells;
}

// An online application form's labels, each on a line above its value ("Job title *" / "Charge Point Engineer").
// (A single word only with the form's asterisk: a wrapped line's last word may be "employer".)
const FORM_LINE_LABEL = /^((?:Employer|Company) name|Job title|Position held|Start date|End date|Date started|Date left)\s*\*?$|^(Employer|Company|Position)\s*\*$/;

/**
 * An online application form copied as text, each label on a line above its value and a date in fields of its own
 * ("Start date *" / "Month" / "May" / "Year" / "2022"; "End date" / "Month" / "Select..." / … / "I currently work here" /
 * "Yes"), read as labelled lines ("Start date: May 2022", "End date: present", "Job title: …"); the value lines left empty.
 */
function withFormFieldsJoined(lines: SectionedLine[]): SectionedLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < out.length; i++) {
    const match = FORM_LINE_LABEL.exec(out[i]!.text.trim());
    const label = match?.[1] ?? match?.[2];
    // (Not a table's heads one a line: "Employer" / "Position" / "Main Duties".)
    const next = out[i + 1]!.text.trim();
    if (!label || out[i + 1]!.section !== out[i]!.section || TABLE_HEAD.test(next) || FORM_LINE_LABEL.test(next)) continue;
    if (/date/i.test(label)) {
      const parts: Record<string, string> = {};
      let j = i + 1;
      for (; j + 1 < out.length && j <= i + 4 && /^(month|year|day)$/i.test(out[j]!.text.trim()); j += 2) parts[out[j]!.text.trim().toLowerCase()] = /^select/i.test(out[j + 1]!.text.trim()) ? '' : out[j + 1]!.text.trim();
      if (j === i + 1) continue;
      let value = [parts.month, parts.year].filter(Boolean).join(' ');
      const current = out.slice(j, j + 3).findIndex((line) => /^i currently work here$/i.test(line.text.trim()));
      if (!value && /end|left/i.test(label) && current >= 0 && /^yes$/i.test(out[j + current + 1]?.text.trim() ?? '')) value = 'present';
      out[i]!.text = `${label}: ${value}`;
      for (let k = i + 1; k < j; k++) out[k]!.text = '';
      i = j - 1;
    } else {
      out[i]!.text = `${label}: ${out[i + 1]!.text.trim()}`;
      out[i + 1]!.text = '';
      i += 1;
    }
  }
  return out;
}

const LABEL_CELL = /^(\s*(?:\d{1,2}[.)]\s*)?\p{L}[\p{L} ./()-]{0,38}?)\s*\|\s*:/u;
// A label in another language glossed in English: "Chức vụ (Position): Construction Manager" reads "Position: …".
const LABEL_GLOSS = /^\s*[^():\d|]{2,30}\(\s*(position|designation|job title|title|company|employer|organi[sz]ation|duration|period|dates?)\s*\)\s*:/i;

/**
 * A job's heading line a PDF wrapped, made whole again (the line it wrapped onto left empty, so every line keeps its
 * place): an aside the next lines go on with or close ("Head of Sector (Reactor Core Monitoring Sector …; 5" /
 * "engineers)"), a line that breaks off after a comma, a dash or a small word ("… reports to" / "Director, Work
 * Management; …", "…, 8/6 roster," / "crew of 5", "… State Enterprise "UkrAtomGen"," / "Horynsk"), a month whose year went to the next line ("… | June" / "2021"), and a line of promotions
 * whose next dated step wrapped ("… Senior Network Technician" / "(2018) → Field Team Leader (2022–present)"). Not a
 * bullet's text, nor onto a bullet, a blank line or another section.
 */
function withWrappedHeadingsJoined(lines: SectionedLine[]): SectionedLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let i = 0; i + 1 < out.length; i++) {
    const [line, next] = [out[i]!, out[i + 1]!];
    // (A range's dash and end wrapped onto the next line, "… | Jan 2019" / "– present (full-time)", opens it like a bullet.)
    const rangeEnd = /\b(?:19|20)\d{2}$/.test(line.text) && DASH_AND_END.test(next.text);
    if (line.section !== 'experience' || next.section !== line.section || next.breakBefore || !line.text || !next.text || isBullet(line.text) || (isBullet(next.text) && !rangeEnd) || endsSentence(line.text)) continue;
    // (Nor a bullet's own wrapped text, which opens in lower case or follows the bullet's unfinished line; nor a range
    // left open at a line's end, which withDateFieldsJoined closes only with an end alone: "2019 –" / "2023 Promoted …".)
    // (A month whose year wrapped is a heading's, even below a bullet left open: "- Supervised 8 baristas … opening/closing" /
    // "Server (part-time, during school), Cougar Lane Grill – Dunmore, WA | Sep" / "2017 – May 2021".)
    const monthWrapped = (MONTH_AT_END.test(line.text) && /^(?:19|20)\d{2}\b/.test(next.text)) || (MONTH_OPENED_AT_END.test(line.text) && YEAR_ALONE_TO.test(next.text));
    if (/^\p{Ll}/u.test(line.text) || (i > 0 && !line.breakBefore && isBullet(out[i - 1]!.text) && !endsSentence(out[i - 1]!.text) && !monthWrapped) || /(?:19|20)\d{2}\s*[-–—]$/.test(line.text)) continue;
    const depth = parenDepth(line.text);
    const wrapped =
      (depth > 0 && (parenDepth(next.text) < 0 || /^[\p{Ll}\d]/u.test(next.text))) ||
      (depth === 0 && SMALL_WORD_END.test(line.text) && headingWords(next.text) <= 16) ||
      (depth === 0 && BROKEN_OFF.test(line.text) && (/^[\p{Ll}\d~$£€(]/u.test(next.text) || (/,$/.test(line.text) && next.text.split(/\s+/).length <= 3 && !TITLE_WORD.test(next.text))) && headingWords(next.text) <= 12) ||
      monthWrapped ||
      // (A sum of money, "… portfolio" / "~$240M/yr".)
      rangeEnd ||
      (depth === 0 && /^(?:~\s?)?[$£€]\s?\d|^~\s?\d/.test(next.text) && headingWords(next.text) <= 6) ||
      (depth === 0 && /^\(/.test(next.text) && RANGE.test(next.text) && !RANGE.test(line.text) && /→|\)\s*[–—-]\s/.test(next.text));
    if (!wrapped) continue;
    line.text = `${line.text} ${next.text}`;
    next.text = '';
    i -= 1;
  }
  return out;
}
// A line broken off mid-heading: after a comma, a semicolon, a dash, "&" or a small word (after which any line goes on
// with it: "… reports to" / "Director, Work Management; …").
// (In lower case: "Clarington, ON" ends with a province.)
const BROKEN_OFF = /(?:[,;&–—]|\s-|\b(?:to|of|and|for|the|in|at|with|via|on|by))$/;
const SMALL_WORD_END = /(?:\b(?:to|of|and|for|the|in|at|with|via|on|by|from)|&)$/;
// A range's dash and end on a line of their own ("– present (full-time)"), and a month whose year wrapped ("… | June").
const DASH_AND_END = new RegExp(`^[–—-]\\s*(?:present|current|now|today|date|(?:${MONTH_WORD}\\s+)?(?:19|20)\\d{2})\\s*(?:\\([^()]*\\))?\\.?$`, 'i');
const MONTH_AT_END = new RegExp(`(?:\\s[|–—-]\\s|,\\s)${MONTH_WORD}$`, 'i');
// (After "since", "from" or a bracket, only over a year alone or a range's rest: "… | Since March" / "2022", "… (Jul" /
// "2023 – Present)"; not "… seconded to the repowering team from May" / "2015 – 2021  Performance Engineer".)
const MONTH_OPENED_AT_END = new RegExp(`(?:\\(|\\b(?:since|from)\\s)${MONTH_WORD}$`, 'i');
const YEAR_ALONE_TO = new RegExp(`^(?:19|20)\\d{2}(?:\\s*(?:[-–—]|to)\\s*(?:(?:${MONTH_WORD}\\s*)?(?:19|20)\\d{2}|present|current|now|today|date))?\\s*\\)?\\.?$`, 'i');

/**
 * The latest job dated by its start alone, at its heading line's end ("Senior Reactor Operator (SRO) – Unit 2, crew of
 * 11          June 2021") or on a line of its own ("Oct 2020"), above jobs dated from and to: a job still held, as the writer meant it, not a month's job.
 */
function withCurrentStartOpen(lines: SectionedLine[], now: Date): SectionedLine[] {
  const experience = lines.filter((line) => line.section === 'experience');
  const firstRange = experience.findIndex((line) => dateRange(line.text, now));
  // (Or the start on a line of its own below the title and employer: "Senior I&C Technician" / "Redfern Hills …" / "Oct 2020".)
  const heading = experience.slice(0, firstRange < 0 ? 0 : firstRange).find((line) => !isBullet(line.text) && ((startAloneAtEnd(line.text) && TITLE_WORD.test(line.text) && !CREDENTIAL.test(line.text)) || START_ALONE.test(line.text)));
  if (!heading) return lines;
  // (Nor a start whose end the next line gives: "Jan 2021" / "Dec 2023", "- Dec 2023".)
  const next = lines[lines.indexOf(heading) + 1];
  if (next && END_ALONE.test(next.text.trim())) return lines;
  // (Above jobs that began before it, as a list newest first has them: at the top of one oldest first, it is the first job.)
  const start = dateRange(`${heading.text} – present`, now);
  if (!start || !(dateRange(experience[firstRange]!.text, now)!.from < start.from)) return lines;
  return lines.map((line) => (line === heading ? { ...line, text: `${line.text} – present` } : line));
}
// A month and year (or a month's number and year) at a line's end, set apart by a run of spaces, a tab, a pipe, a comma or a dash.
const START_ALONE = new RegExp(`^(?:${MONTH_WORD}\\s+|\\d{1,2}/)(?:19|20)\\d{2}$`, 'i');
// A range's end alone on its line, the line below a start alone: "Dec 2023", "- Dec 2023", "to Present".
const END_ALONE = new RegExp(`^(?:[-–—]|to|until)?\\s*((?:${MONTH_WORD}\\s+|\\d{1,2}/)?(?:19|20)\\d{2}|present|current|now|to date|date)\\.?$`, 'i');
// A firm's legal form ending its name: "… Partners Ltd.", "… Inc", "… Pty Ltd".
const FIRM_SUFFIX = /\b(?:ltd|limited|inc|llc|llp|gmbh|plc|ag|asa|bv|nv|corp(?:oration)?|co|pty|pvt|s\.?a|s\.?l)\.?\s*$/i;
// A firm's size as job boards print it.
const FIRM_SIZE = /\b\d[\d,.]*\s*[-–]\s*\d[\d,.]*\+?\s+employees\b|\b\d[\d,.]*\+\s+employees\b/i;
// A credential held, not a job: "Chartered Engineer (CEng), IET      March 2019" (a "Registered Nurse" is one).
const CREDENTIAL = /\((?:CEng|IEng|EngTech|PE|PMP|CFA|CEM|CMVP|ACCA|CIMA|MIET|MIMechE|FIET)\)|\b(?:certificat(?:e|ion)|licen[cs]e|membership|accreditation|chartership)\b|,\s*(?:IET|IMechE|ICE|IChemE|CIBSE|RICS|APM|PMI|AEE|CIPS|ICAEW|EI|Engineering Council)\b/;
// (Only a line's last characters are searched: a pattern that opens with a run of spaces is quadratic on a long one.)
const startAloneAtEnd = (text: string) => /(?:19|20)\d{2}\s*$/.test(text) && START_ALONE_AT_END.test(text.slice(-40));
const START_ALONE_AT_END = new RegExp(`(?:\\s{2,}|\\t|\\s\\|\\s|,\\s+|\\s[–—-]\\s)(?:${MONTH_WORD}\\s+|\\d{1,2}/)(?:19|20)\\d{2}\\s*$`, 'i');

/** The jobs of a CV: each dated line of the experience section (or of a CV without one) with its title and employer. */
export function experienceEntries(original: SectionedLine[], now = new Date()): ExperienceEntry[] {
  // (The lines a wrapped heading or a table row's cells were joined from are left out; each line read keeps its original.)
  const joined = withWrappedHeadingsJoined(withTableRowsJoined(withFormFieldsJoined(original)));
  const kept = joined.flatMap((line, k) => (line.text === '' && original[k]!.text !== '' ? [] : [k]));
  const sources = kept.map((k) => original[k]!);
  // (A PDF may part a form's label from its colon as cells: "Company | : Al Noor Power Contracting LLC"; a label may be
  // glossed, "Chức vụ (Position): …".)
  const lines = withSidebarJobs(withCurrentStartOpen(withDateFieldsJoined(kept.map((k) => joined[k]!)).map((line) => ({ ...line, text: withoutNotes(normaliseDates(line.text.replace(LABEL_CELL, '$1 :').replace(LABEL_GLOSS, '$1:'))) })), now), now);
  const hasExperience = lines.some((l) => l.section === 'experience');
  const entries: ExperienceEntry[] = [];
  // The titles listed one a line below a job's first, where a job's lines name the roles held in turn ("Fjellkraft Vest
  // AS, Sep 2017 – today" / "Operations Engineer" / "Plant Manager"): which is the latest depends on the section's order.
  const rolesInTurn = new Map<ExperienceEntry, string[]>();
  // A firm's line with its dates and no title ("Kestrel Power Consulting Ltd — 2014 – present") heads the roles
  // dated within it ("Principal Engineer, Power Quality (2022 – present)"): their employer is known.
  let firmBlock: { from: number; to: number } | null = null;
  // The line of the last entry's dates.
  let lastDated = -1;
  // The line the last entry's title was read from below its dates, if it was.
  let lastTitleBelow = -1;
  // Jobs that open with their dates: the section's first line is a line of dates alone.
  const first = lines.findIndex((l) => (hasExperience ? l.section === 'experience' : l.section !== 'header'));
  const datesFirst = first >= 0 && datesAlone(lines[first]!.text, now);
  lines.forEach((line, i) => {
    if (hasExperience ? line.section !== 'experience' : line.section === 'education' || line.section === 'certifications' || line.section === 'skills') return;
    // (Not a line of contact details: "Dan Hartley, Eindhoven, dan.hartley@example.com, British, in NL since 2020".)
    if (CONTACT_LINE.test(line.text)) return;
    const range = promotionChainRange(line.text, now);
    if (!range) return;
    // A dated bullet inside a job's own dates is something done in that job ("- Led the conversion (2023–2024)").
    const job = entries.at(-1);
    // A dated line that carries on a break's or a study's note from the line above is that note's, not a job: "2016 –
    // 2018: Laid off in the downturn. Full-time study, M.S. Occupational Safety," / "Gulf Plains University, Sep 2016 –
    // Dec 2018."
    // (Its dates within the note's: "Engineer, ABB, Sep 2015 – Dec 2019;" below "Graduate Intern, …, 2014 – 2015;" is a job.)
    if (job && !job.countsAsWork && lastDated === i - 1 && !line.breakBefore && /[,;]$/.test(lines[i - 1]!.text.trim()) && range.from >= job.from - 1 / 24 && range.to <= job.to + 1) return;
    if (isBullet(line.text) && job && range.from >= job.from && range.to <= job.to) return;
    // Nor is a form's field that dates something in an aside ("Organisation: NGDU Kaspiymunai (since 2012 – Production
    // Branch …)", a renamed employer): the job's dates are its own line's.
    if (datedInAside(line.text, range)) return;
    // A job told in one paragraph its dates close ("• Superintendent, Hydro Maintenance (…). I own the maintenance
    // program … June 2021 to present."): the paragraph's first sentence is its heading.
    // (Not where the dates close each job's block below its bullets: datesClosingBlock reads those. Nor where every job
    // opens with its dates alone, the bullet above them its job before's last: "- Leading a team of 2 site managers." /
    // "10/2023 – present" / "Kelsbach, Germany" / "Lecturer (part-time)", a Word file's text without its blank lines.)
    const told = datesClosingBlock(lines, i, now) || (datesFirst && datesAlone(line.text, now)) ? null : paragraphHeading(lines, i, range);
    if (told) {
      const { title, employer } = titleAndEmployer(told);
      if (title) {
        entries.push({ title, employer, from: range.from, to: range.to, current: range.current, countsAsWork: PAID_TRAINING.test(told) || (!NOT_WORK.test(told.replace(title, ' ')) && !STUDENT_JOB.test(told)), partTime: PART_TIME.test(told) || SIDE_ROLE.test(title), line: sources[i]!.text });
        lastDated = i;
        return;
      }
    }
    // Nor is a bullet's text a PDF wrapped onto the next line ("- Led the lifetime extension assessment for the four
    // oldest farms and" / "(2004-2006) and the repowering business case …").
    // (A line of dates alone is a job's: "- …" / "(March 2024 – February 2025)"; so is one opening with its dates,
    // "mar 2014 - dec 2018  Ingenieursbureau …".)
    if (job && !line.breakBefore && (/^\(/.test(line.text) || (/^\p{Ll}/u.test(line.text) && range.start > 0)) && isBullet(lines[i - 1]?.text ?? '') && !endsSentence(lines[i - 1]!.text) && lines[i - 1]!.section === line.section && !datesAlone(line.text, now)) return;
    // A sentence that mentions dates is not an entry's heading, but a paragraph may open with one: "Lead Driller,
    // Marcher Geothermal Ltd, 2018 to present. I drill …" (the heading ends with the sentence holding the dates).
    const headingEnd = line.text.slice(range.end).search(SENTENCE_END);
    const sentence = headingEnd < 0 ? line.text : line.text.slice(0, range.end + headingEnd);
    // (Or where a pasted CV runs a job's first sentence on after its title: "Tamarack Midstream Ltd. (June 2022 - present)
    // Pipeline Integrity Lead Lead a team of 4 …" is headed up to the title.)
    const runOn = /\(\s*$/.test(line.text.slice(0, range.start)) ? titleRunOn(sentence.slice(range.end)) : null;
    const heading = clippedListHeading(runOn === null ? sentence : `${sentence.slice(0, range.end)}) ${runOn}`, range);
    // Nor is a sentence about oneself ("Since March 2021 she has been the …"): proseEntries reads those.
    // (A table row's heading is its first three cells: a "Main tasks" column after them is no part of it.)
    const headingCells = heading.split(/\s*\|\s*|\t+|\s{2,}/).slice(0, 3).join(' ');
    // A title alone on the line above: "Senior Engineer" / "Acme Ltd | 2019 – Present".
    const titleAlone = (above: SectionedLine | undefined) => above !== undefined && above.section === line.section && !isBullet(above.text) && !dateRange(above.text, now) && headingWords(above.text) <= 6 && !/[,|.]/.test(above.text) && TITLE_WORD.test(above.text) && titleLike(above.text.trim());
    // (Nor is a line of what was done, its bullet lost, that dates a thing in passing: "Led the lifetime extension
    // assessment for the four oldest farms (2004-2006) and …".)
    const unbulleted = heading.replace(BULLET_MARK, '');
    // (Not "Certified Wind Turbine Technician (GWO) at Vestas …, 2018 – present": a job word in its first five words.)
    const before = heading.slice(0, range.start).trim().split(/\s+/);
    const doneInPassing = !/\||\t|\s{2}/.test(unbulleted) && /^(?:Led|Ran|Drove|Oversaw|Built|\p{Lu}\p{Ll}+ed)\b/u.test(unbulleted) && before.length >= 8 && !TITLE_WORD.test(unbulleted.split(/\s+/).slice(0, 5).join(' '));
    // (Nor a sentence that dates a thing after "in": "- commissioning of 2 new 110 kV digital substations (IEC 61850) in
    // 2022–2024;".)
    // (A bullet's, in lower case: "Electrical Artificer, Indian Navy, served in 2003 – 2013" is a job's line.)
    const datedInPassing = isBullet(heading) && /^\p{Ll}/u.test(unbulleted.trim()) && before.length >= 5 && /\b(?:in|during|between)$/i.test(heading.slice(0, range.start).trim()) && !/\||\t|\s{2}/.test(unbulleted);
    if (doneInPassing || datedInPassing) return;
    // (A table row's cells say more than a heading line may: "03.2021 – now | Miejskie Przedsiębiorstwo Energetyki Cieplnej
    // Sp. z o.o. (MPEC), Borowiec Wielki – municipal district heating company | Head of Heat Network Operation Department".)
    const wordsAllowed = (heading.match(/\|/g)?.length ?? 0) >= 2 ? 30 : 20;
    if (headingWords(headingCells) > wordsAllowed || FIRST_OR_THIRD_PERSON.test(heading)) {
      // (But a job told in a paragraph under its title, its dates in the first sentence: "Solar PV Installation
      // Technician" / "Since February 2023 I have worked full-time as … at …". Not one inside the job before's dates.)
      const told = heading;
      // (Not a title line below a dated heading, which is that heading's; nor dates of a study or a ticket held.)
      const underDatedHeading = (lastDated >= 0 && lastDated === i - 2) || (lines[i - 2] !== undefined && dateRange(lines[i - 2]!.text, now) !== null);
      if (titleAlone(lines[i - 1]) && !underDatedHeading && WORKED.test(told) && !STUDIED.test(told) && !SENTENCE_END.test(line.text.slice(0, range.start)) && !(job && range.from >= job.from && range.to <= job.to)) {
        const title = clean(lines[i - 1]!.text);
        entries.push({ title, employer: null, from: range.from, to: range.to, current: range.current, countsAsWork: !NOT_WORK.test(`${title} ${told}`) && !STUDENT_JOB.test(told), partTime: PART_TIME.test(told), line: sources[i]!.text });
        lastDated = i;
      }
      return;
    }
    // Table cells (tabs, or runs of spaces from a DOCX or PDF table) part fields as a pipe does.
    const cells = (part: string) => part.replace(/[ ]*\t[\t ]*|[ ]{2,}/g, ' | ');
    // (Asides kept: a title may stand in one, "Corvenna Point Power Station (Station Director), 2018 – present".)
    // (Nor a job's number in a numbered list, nor the brackets the dates stood in: "1. Executive Engineer ( July 1, 2019 -
    // Continuing)".)
    const rest = trimSeparators(`${cells(heading.slice(0, range.start))} | ${cells(heading.slice(range.end))}`.replace(LIST_NUMBER, '').replace(/\(\s*\|\s*\)/g, ' | ').replace(/\(\s*\)/g, ' ')).replace(/\s+/g, ' ');
    const inFirmBlock = firmBlock !== null && range.from >= firmBlock.from - 1 / 24 && range.to <= firmBlock.to + 1 / 24;
    let { title, employer } = titleAndEmployer(rest, inFirmBlock);
    // Dates in the aside of the title they date, one of several a line holds: "Craft Apprentice (2009) → Network
    // Technician (2013) → Field Team Leader (2022–present)" dates the Field Team Leader.
    const aside = line.text.lastIndexOf('(', range.start);
    if (aside >= 0 && parenDepth(line.text.slice(aside, range.start)) > 0 && (STEP_DATED.test(line.text.slice(0, aside)) || /^[^(]*\)\s*·\s[^(]+\(/.test(line.text.slice(range.end)))) {
      const dated = clean(line.text.slice(0, aside).split(/\s[–—-]\s|→|;\s|\||\s·\s/).at(-1)!.replace(LIST_NUMBER, ''));
      if (dated !== title && TITLE_WORD.test(dated) && headingWords(dated) <= 8 && !EMPLOYER_WORD.test(dated)) title = dated;
    }
    const employerOnDateLine = employer;
    // The heading lines read with the dates: what they say of the job (part-time, unpaid, a career break) counts too.
    let headingLines = line.text;
    // The k-th line of the heading above the dates: the lines just above, or the block's first lines when the dates
    // close the block below its bullets.
    // (None where every job opens with a line of dates alone: the lines above end the job before, whose bullets a .doc
    // may have lost: "Introduced a digital survey map system" / "2010-07 to 2018-12" / "Weskus Power …" / "Senior …".)
    const head = datesClosingBlock(lines, i, now);
    const opensWithDates = datesFirst && !head && datesAlone(line.text, now);
    const lineAbove = (k: number) => (opensWithDates ? undefined : head ? lines[head[head.length - k] ?? -1] : lines[i - k]);
    // Title / employer, town / dates, where the employer is named like a job ("Senior Control Room Engineer" /
    // "Eastway Transmission Operator, Fenmouth" / "Aug 2023 – present"): the top line, a title alone, is the title.
    const headingAbove = (k: number) => {
      const above = lineAbove(k);
      return above && above.section === line.section && !isBullet(above.text) && !dateRange(above.text, now) && headingWords(above.text) <= 12 && !endsSentence(above.text) ? above.text : null;
    };
    const titleOnDateLine = title;
    const [near, top] = [headingAbove(1), headingAbove(2)];
    if (!title && near && top && /,/.test(near) && !/[,|]/.test(top) && titleCase(top) && top.split(/\s+/).length <= 6 && titleAndEmployer(top).title === clean(top) && titleAndEmployer(near).title) {
      title = clean(top);
      employer ??= titleAndEmployer(near).title;
    }
    // The title or employer on the line(s) above the dates: "Senior Engineer" / "Acme Ltd | 2019 – Present". An
    // employer's line may run long under a title of its own ("LEAD PLANT OPERATOR" / "Sonoran Sun Thermal LLC – Saguaro
    // Flats Solar Generating Station (280 MW …), Gila Bend, AZ" / "09/2022 – present"), or after the title it leads with.
    // (A job board's line of the firm's industry and size stands between and counts for none: "Energy industry · 1,001-5,000
    // employees".)
    // (None across a blank line where the dates open a line that names the job: "Summer 2008   Summer intern, …" / "" /
    // "Jul 2004 – Jun 2005   Military service".)
    // (A job's word, a service's or a firm's after the dates, not a town, a duration or "(full-time)".)
    const afterDates = line.text.slice(range.end);
    const namedAfterDates = !head && line.breakBefore && range.start <= line.text.length - line.text.trimStart().length + 1 && (TITLE_WORD.test(afterDates) || NOT_WORK.test(afterDates) || /\b(?:military|national|civil|army|navy)\s+service\b|\bconscript/i.test(afterDates) || EMPLOYER_WORD.test(afterDates) || firmAlone(afterDates));
    for (let k = 1, skipped = 0; k <= 2 + skipped && !namedAfterDates; k++) {
      const above = lineAbove(k);
      if (above && skipped < 2 && FIRM_SIZE.test(above.text)) {
        skipped += 1;
        continue;
      }
      // Nor does a town on a line of its own under the title and the employer's own line ("Heat Pump Design Consultant" /
      // "Bellarine Heat & Air Pty Ltd" / "Geelong, VIC" / "Feb. 2024 – Current"): the lines above it are read. (Not under a
      // title, "Lonestar Renewables LLC" / "Wind Turbine Tech III" / "Abilene, TX", nor at a job's first line.)
      // (Nor one between a title alone and the firm's line: "Electrical Superintendent" / "Jubail, Saudi Arabia" / "Arabian
      // Utilities Contracting Co." / "2017 – Present".)
      if (above && skipped < 2 && k >= 2 && !above.breakBefore && placeLine(above.text) && titleAlone(lineAbove(k + 1))) {
        skipped += 1;
        continue;
      }
      const titleAboveFirm = (j: number) => titleAlone(lines[j]) && (firmAlone(lines[j + 1]!.text) || titleAndEmployer(lines[j + 1]!.text).title === null);
      // (Nor a site and its county under a firm's own line: "SITE MANAGER / HSE LEAD" / "Tregarth Renewables Construction
      // Ltd" / "Carland Cross Solar & Storage, Cornwall" / "June 2022 – Present".)
      const siteUnderFirm = (j: number) => !lines[j]!.breakBefore && headingWords(lines[j]!.text) <= 8 && /\S,\s*\p{Lu}/u.test(lines[j]!.text) && !TITLE_WORD.test(lines[j]!.text) && !dateRange(lines[j]!.text, now) && firmAlone(lines[j - 1]!.text);
      if (above && skipped < 2 && k === 1 && !above.breakBefore && !lines[i - 2]!.breakBefore && !opensWithDates && (placeBelow(lines, i - 2) || siteUnderFirm(i - 1)) && lines[i - 1] === above && titleAboveFirm(i - 3)) {
        skipped += 1;
        continue;
      }
      const wordsAllowed = (k === 1 && titleAlone(lineAbove(2))) || titleLed(above?.text ?? '') ? 24 : 12;
      // (A numbered list's item is a job's heading where it leads with a title: "1. Coded Pipe Welder – Coastline Trade Hire –
      // client: …" / "Aug 2025 – Present | …".)
      // (Or is a title alone: "1. Shift Charge Engineer (SCE)" / "Meghna Power Generation Ltd., …" / "Duration: 15 March 2019 – Continuing".)
      const numbered = above?.text.replace(LIST_NUMBER, '') ?? '';
      // (Not an item of a list of what was done, "2. Promoted To Senior Protection Technician" under "1. …": numbered jobs
      // have their firm's and dates' lines between them.)
      const numberedJob = above !== undefined && LIST_NUMBER.test(above.text) && (titleLed(numbered) || (headingWords(numbered) <= 8 && TITLE_WORD_AT_END.test(withoutAsides(numbered).trim()) && titleCase(numbered.trim()) && !endsSentence(numbered) && !listItemBefore(lines, lines.indexOf(above), now)));
      if (!above || above.section !== line.section || (isBullet(above.text) && !numberedJob) || dateRange(above.text, now) || headingWords(above.text) > (numberedJob ? 24 : wordsAllowed) || endsSentence(above.text)) break;
      // Nor into a line dated by a year of its own at its end ("Career break – travelling   2016").
      if (datedByItsYear(above.text)) break;
      // A form's other fields say nothing of the title or employer ("Location: Cork", "Employment Type: Full-time").
      // (Nor do they take a heading line's place: "(c) Executive Engineer (XEN)" / "Grade: BPS-18" / "Operation Division" / "Since
      // Aug 2019 till date".)
      if (FORM_LABEL.test(above.text) && !TITLE_LABEL.test(above.text) && !EMPLOYER_LABEL.test(above.text) && !titledProject(above.text)) {
        if (skipped < 2) skipped += 1;
        continue;
      }
      // Where each job opens with a line of dates alone, the line below those dates is that job's, not this one's.
      if (datesFirst && datesAlone(lineAbove(k + 1)?.text ?? '', now)) break;
      // Nor is the line just below a job's dates that has no title of its own ("Career break, Apr 2014 – Mar 2016" /
      // "Full-time carer for a family member; began a part-time MSc" / "Police Constable" / "Wessex Constabulary, Sep
      // 2004 – Mar 2014"): it is that job's note.
      if (k === 2 && job && !job.title && lastDated === i - 3) break;
      // Nor the title just below the job before's dates, which that job took ("Aug 2008 – Feb 2017   Vangsdal Energi AS" /
      // "Power Plant Operator" / "" / "Sep 2017 – today   Fjellkraft Vest AS" / "Operations Engineer").
      if (lastTitleBelow === i - k) break;
      // Nor a note of the job before ("Reporting to the Shift Manager").
      if (NOTE.test(clean(above.text))) break;
      headingLines = `${above.text} ${headingLines}`;
      const parts = titleAndEmployer(above.text.replace(LIST_NUMBER, ''), inFirmBlock);
      // A firm named like a job ("Energy Consultants") gives way to a real title above it, as does a programme's name
      // ("Graduate Engineer" / "Straits Grid Pte Ltd – Graduate Development Programme" / "Aug 2024 – present").
      if (firmNamed(title) && parts.title && !firmNamed(parts.title)) [title, employer] = [parts.title, employer ?? title];
      else if (programmeNamed(title) && parts.title && !programmeNamed(parts.title) && !firmNamed(parts.title)) title = parts.title;
      // "Senior Scientist, Electrolysis Materials" above "H2Forge GmbH, Erlangen": with the employer on its own line,
      // what follows the title's comma is its field.
      // (Not over a town on its own line, which is no employer: "Project Engineer, Gamesa" / "Glasgow, Scotland" / "Mar 2019 –
      // Present" names the employer after the comma.)
      // (Nor over a field in a word of doing, "Senior Analyst, Pricing" / "Brightside Energy, Leeds, UK".)
      else if (!title && parts.title && parts.employer && k === 2 && lineAbove(1) === lines[i - 1] && placeBelow(lines, i - 2) && !isField(parts.employer) && !fieldLike(parts.employer) && !/^\p{L}+(?:ing|tion|ment|ance|ence|ics|ity|ogy)$/iu.test(parts.employer)) [title, employer] = [parts.title, parts.employer];
      // (Not a plant's area after the comma, "Maintenance Shift Supervisor, Units 1 & 2 Turbine Hall …": where the title is held.)
      else if (!title && parts.title && employer && parts.employer && !EMPLOYER_WORD.test(parts.employer) && !PLANT_AREA.test(parts.employer) && clean(above.text) === `${parts.title}, ${parts.employer}`) title = clean(above.text);
      // A field after the title's comma, under a line that names the employer alone ("HURON SHORE POWER GENERATION – …
      // Station" / "Acting Manager, Outage Execution" / "Apr 2026 – present"): the field is the title's.
      else if (!title && parts.title && parts.employer && k === 1 && fieldUnderFirm(parts.employer, clean(above.text), lineAbove(2), line.section, now)) {
        title = `${parts.title}, ${parts.employer}`;
        employer ??= titleAndEmployer(lineAbove(2)!.text).employer;
        break;
      }
      else if (!title && parts.title) {
        title = parts.title;
        // "Wind Technician, Vestas" above the dates names both (a firm named like a job waits for a real title above).
        if (!firmNamed(title)) employer ??= parts.employer;
      }
      else if (!employer && (parts.employer || parts.title)) employer = parts.employer ?? parts.title;
      // Title, employer, dates on three lines: the top one is the title even in words no list knows ("Senior
      // Technical Recruiter" / "Humber Energy Group, Leeds" / "Mar 2021 – present").
      else if (!title && k === 2 && parts.employer && !EMPLOYER_WORD.test(above.text)) title = parts.employer;
      if (title && employer && !firmNamed(title) && !programmeNamed(title)) break;
    }
    // A title wrapped by a narrow column: "Senior Protection and Control" / "Engineer" / "Nile Delta Grid Contracting
    // S.A.E. | March 2021 – Present".
    const wrappedFrom = lineAbove(2);
    // (Only with the employer on the dates' line, or on its own line below the title where the dates close the block:
    // "National Grid" / "Technician" / "Jan 2021 – Present" names both.)
    const belowHead = head ? lines[head.at(-1)! + 1]?.text ?? '' : '';
    // (There the first line ends in a field of work, not a firm's, "Shift Operations", not "Vattenfall Wind Power", and the
    // line below names a firm by its legal form.)
    const firmBelowHead = head !== null && belowHead.split(/\s[–—-]\s/).some((part) => FIRM_SUFFIX.test(part.trim()) || LEGAL_FORM_END.test(part.trim())) && titleAndEmployer(belowHead).title === null && !/^(?:via|through|part of|contract)\b/i.test(belowHead.trim()) && WORK_FIELD_END.test(wrappedFrom?.text.trim() ?? '');
    if (title && (employerOnDateLine || firmBelowHead) && title === clean(lineAbove(1)?.text ?? '') && /^\p{Lu}\p{L}+$/u.test(title) && TITLE_WORD.test(title) && wrappedFrom && wrappedFrom.section === line.section && wrappedFrom.breakBefore && titleWrap(wrappedFrom.text)) {
      title = `${clean(wrappedFrom.text)} ${title}`;
      headingLines = `${wrappedFrom.text} ${headingLines}`;
    }
    // A form's labelled title further up its block ("Job Title: …" / "Company: …" / "Location: …" / "Employment Type: …" /
    // "From: …"): the fields above the dates, up to the job before.
    // (Not across a blank line: a form that opens with its dates has the job before's fields above them.)
    for (let k = 1; k <= 8 && !title && !lines[i - k + 1]!.breakBefore; k++) {
      const above = lines[i - k];
      if (!above || above.section !== line.section || dateRange(above.text, now)) break;
      if (TITLE_LABEL.test(above.text)) title = titleAndEmployer(above.text).title;
      else if (!employer && EMPLOYER_LABEL.test(above.text)) employer = titleAndEmployer(above.text).employer;
    }
    // An applicant-tracking export's title below its dates' fields outranks the employer's lines above: "Intermountain
    // Federal Power Administration" / "Rates & Marketing Division" / "10/2020 - Present" / "Salary: …" / "Hours per week:
    // 40" / "Public Utilities Specialist" (not a line heading the next job).
    for (let d = 1; d <= 4 && !head; d++) {
      const below = lines[i + d];
      if (!below || below.section !== line.section || below.breakBefore || dateRange(below.text, now)) break;
      if (SILENT_FIELD.test(below.text) && !titledProject(below.text)) continue;
      // (Not over a title the lines above gave, nor a line heading the next job: its dates may stand three lines below.)
      const nextDates = [1, 2, 3].some((e) => lines[i + d + e]?.section === line.section && !lines[i + d + e]!.breakBefore && dateRange(lines[i + d + e]!.text, now));
      if (d > 1 && !(title && TITLE_WORD_AT_END.test(title)) && titleAlone(below) && TITLE_WORD_AT_END.test(clean(below.text)) && !below.text.includes(':') && !nextDates) {
        title = clean(below.text);
        headingLines = [headingLines, ...lines.slice(i + 1, i + d + 1).map((l) => l.text)].join(' ');
      }
      break;
    }
    const titleFromAbove = title !== null && title !== titleOnDateLine;
    let titleBelowAt = -1;
    // Or below it: "Mar 2021 – Present" / "Senior Engineer, Acme", or two lines ("VII 2019 – present" / "Elektrociepłownia
    // S.A." / "Boiler Maintenance Manager"), or a form's labelled lines ("Dates: …" / "Name of employer: …" / "Type of
    // business: …" / "Occupation or position held: …").
    // (An applicant-tracking export's fields may stand between: "10/2020 - Present" / "Salary: …" / "Hours per week: 40"
    // / "Public Utilities Specialist".)
    for (let d = 1, fields = 0; d <= 5 + fields && !title && !head; d++) {
      const below = lines[i + d];
      // (Nor a line dated by its own year: "Career break – travelling   2016" is no title of this job.)
      const belowDated = below && dateRange(below.text, now);
      if (!below || below.section !== line.section || (belowDated && !datedInAside(below.text, belowDated)) || datedByItsYear(below.text) || yearBefore(below.text, range.from) || (d > 1 && below.breakBefore)) break;
      const labelled = FORM_LABEL.test(below.text);
      // An employer's aside wrapped onto the next line is that line's end too ("JKP Toplana Ibar Kraljevo (public utility
      // company for district heating," / "14,200 connected flats)" / "Assistant Director for Technical Affairs").
      const rest = lines[i + d + 1];
      if (parenDepth(below.text) > 0 && rest && rest.section === line.section && !rest.breakBefore && parenDepth(rest.text) < 0 && fields < 4) {
        const { title: wrappedTitle, employer: wrappedEmployer } = titleAndEmployer(`${below.text} ${rest.text}`);
        if (!wrappedTitle) {
          employer ??= wrappedEmployer;
          headingLines = `${headingLines} ${below.text} ${rest.text}`;
          d += 1;
          fields += 2;
          continue;
        }
      }
      // (A line that is all aside says what the employer is: "(3 HPPs, 214 MW total, 2 × 110 kV substations)".)
      if (/^\(.*\)$/.test(below.text.trim()) && fields < 4) {
        fields++;
        continue;
      }
      if (SILENT_FIELD.test(below.text) && !titledProject(below.text) && fields < 4) {
        headingLines = `${headingLines} ${below.text}`;
        fields++;
        continue;
      }
      // A firm's long line just above a labelled title is the firm's, however long: "01/2018 – nay" / "Công ty Cổ phần Năng
      // lượng Sao Phương Nam (Southern Star Energy JSC) – solar EPC contractor" / "Position: Construction Manager".
      if (!labelled && d === 1 && fields < 4 && !isBullet(below.text) && !endsSentence(below.text) && TITLE_LABEL.test(lines[i + d + 1]?.text ?? '') && lines[i + d + 1]!.section === line.section) {
        employer ??= clean(below.text.split(/\s[–—-]\s/)[0]!);
        headingLines = `${headingLines} ${below.text}`;
        fields++;
        continue;
      }
      // (An aside does not count toward its length: "Head of Sector (Reactor Core Monitoring Sector of the Nuclear Safety
      // Department; 5 engineers)".)
      if (!labelled && (d - fields > 2 || isBullet(below.text) || headingWords(below.text) > 12)) break;
      // Below a break's dates, a second line just above the next job's dates is that job's ("Career break, 2014 – 2016" /
      // "Full-time carer …" / "Police Constable" / "Northshire Constabulary, 2004 – 2014"), unless every job opens with
      // its dates. (A job's own title may stand there: "2019 – present, Aberdeen" / "Acme Ltd" / "Senior Engineer".)
      // (The break may be named above its dates: "Career break" / "September 2016 - June 2017" / "Travelled …" / "PV Site
      // Supervisor" / "Suncroft Renewables | July 2017 - …".)
      if (d === 2 && !datesFirst && NOT_WORK.test(headingLines) && dateRange(lines[i + d + 1]?.text ?? '', now)) break;
      // Past a blank line, a line just above another job's dates is that job's title ("Mar – Aug 2018: retraining" / "" /
      // "Chef de Partie" / "Hotel · Sept 2013 – Feb 2018").
      // (Its own when a blank line parts it from those dates too: "Acme Ltd, 2019 – Present" / "" / "Senior Engineer" / "".)
      if (below.breakBefore && !datesFirst && lines[i + d + 1] && !lines[i + d + 1]!.breakBefore && dateRange(lines[i + d + 1]!.text, now)) break;
      const parts = titleAndEmployer(below.text, inFirmBlock);
      headingLines = `${headingLines} ${below.text}`;
      // A firm named with a job word ("Trinity Bay Power Partners Ltd.") is the employer; the title may come next. (Not a
      // title with a firm's word in it: "Solutions Architect", "Technical Services Manager".)
      if (parts.title && FIRM_SUFFIX.test(parts.title)) {
        employer ??= parts.title;
        continue;
      }
      title = parts.title;
      employer ??= parts.employer;
      if (title) titleBelowAt = i + d;
    }
    // What followed the title's comma is its field where the employer has a line of its own beside the title's
    // ("Project Manager, Solar EPC" / "Suryatej Power Solutions Pvt. Ltd."; "Commercial Manager, Power Purchase
    // Agreements   06/2022 – Present" / "Andina Generación S.A.C. — Lima").
    if (title && employer) {
      const firm = firmBesideFieldedTitle(lines, i, head ?? [], title, employer, now);
      if (firm) [title, employer] = [`${title}, ${employer}`, firm];
    }
    // A firm named like a job with no title anywhere near ("Harbourline Grid Consultants, Leith — 2013 – present") is
    // the employer.
    if (firmNamed(title)) [title, employer] = [null, title];
    // The job's first two lines after its heading say what it was when the heading does not (not the next job's
    // heading lines: a line just above another job's dates is one unless it is a bullet).
    const notes: string[] = [];
    // (Not a sentence about the job, or its wrapped end: "Small family company installing residential rooftop PV … I handle" /
    // "documentation during my field breaks, … (part-time involvement).")
    const headsNextJob = (j: number) => !isBullet(lines[j]!.text) && headingWords(lines[j]!.text) <= 12 && !(/^\p{Ll}/u.test(lines[j]!.text) && endsSentence(lines[j]!.text)) && [1, 2].some((d) => lines[j + d]?.section === line.section && dateRange(lines[j + d]!.text, now));
    // (Where the dates close the block, its first lines below the heading.)
    if (head) notes.push(...lines.slice(head.at(-1)! + 1, Math.min(i, head.at(-1)! + 3)).map((l) => l.text));
    else for (let j = i + 1; j < lines.length && notes.length < 2 && lines[j]!.section === line.section && !dateRange(lines[j]!.text, now) && !headsNextJob(j) && !yearBefore(lines[j]!.text, range.from); j++) {
      if (!headingLines.includes(lines[j]!.text)) notes.push(lines[j]!.text);
    }
    if (!title && employer) firmBlock = { from: range.from, to: range.to };
    else if (!inFirmBlock) firmBlock = null;
    // (Not the lines above, which may end the job before, but the title's own line above the dates: "Checkout Operator
    // (casual, while studying)" / "FreshWay Supermarket" / "2009 – 2012".)
    const titleAbove = titleFromAbove ? [lineAbove(1), lineAbove(2)].find((l) => l && l.section === line.section && l.text.includes(title!))?.text ?? '' : '';
    // A word of NOT_WORK inside a title whose head is a job word is the title's: "Student Services Advisor", "Volunteer
    // Coordinator", "Travelling Field Service Engineer" are jobs ("Student Trainee", "Graduate Intern" are not: a learner's).
    const notWorkRead = title && TITLE_WORD_AT_END.test(title) && !LEARNER_HEAD.test(title) && !(VOLUNTEER_TITLE.test(title) && !ORGANISER_HEAD.test(title)) ? headingLines.replace(title, ' ') : headingLines;
    const countsAsWork = PAID_TRAINING.test(headingLines) || !NOT_WORK.test(notWorkRead) && !(DEGREE_FIRST.test(rest) && !(title && TITLE_WORD_AT_END.test(title))) && !STUDENT_JOB.test(`${titleAbove} ${headingLines.slice(headingLines.indexOf(line.text))} ${notes.join(' ')}`);
    const partTime = PART_TIME.test(headingLines) || partWeek(headingLines) || notes.some((n) => PART_TIME_NOTE.test(n)) || SIDE_ROLE.test(title ?? '');
    const share = partTime ? weekShare(headingLines) : undefined;
    const entry: ExperienceEntry = { title, employer, from: range.from, to: range.to, current: range.current, countsAsWork, partTime, ...(share === undefined ? {} : { weekShare: share }), line: sources[i]!.text };
    entries.push(entry);
    // (The first step of a line of promotions a gap parts from the last: a job of its own.)
    if (range.earlier) entries.push({ ...entry, title: null, from: range.earlier.from, to: range.earlier.to, current: false, partTime: false });
    const roles = title && !head ? rolesBelow(lines, i, title, now) : [];
    if (roles.length) rolesInTurn.set(entry, roles);
    lastDated = i;
    lastTitleBelow = titleBelowAt;
  });
  entries.push(...promotionsDated(lines, entries, now));
  // Oldest first (most of the jobs start after the one above them), the last role listed is the latest.
  const work = entries.filter((e) => e.countsAsWork);
  const ascending = work.filter((e, k) => k > 0 && e.from > work[k - 1]!.from).length > work.filter((e, k) => k > 0 && e.from < work[k - 1]!.from).length;
  if (ascending) for (const [entry, roles] of rolesInTurn) entry.title = roles.at(-1)!;
  return entries;
}


/**
 * Jobs a two-column CV's sidebar cut off from the experience section ("WORK EXPERIENCE" … "LANGUAGES" / "Irish
 * (conversational)" / "" / "Sep 2011 – Sep 2016" / "Plumbing & Heating Technician" / "J. Hartigan & Sons Ltd"): under a list's
 * heading after the experience section, from a line of dates alone with a title below it, the lines are the experience's
 * again. (A languages list only: skills and interests hold certificates and hobbies dated over a line with a job's word,
 * "Certified Energy Manager", "Assistant Scout Leader".)
 */
function withSidebarJobs(lines: SectionedLine[], now: Date): SectionedLine[] {
  let seenExperience = false;
  let moving = false;
  return lines.map((line, i) => {
    if (line.section === 'experience') seenExperience = true;
    if (moving && line.section !== lines[i - 1]!.section) moving = false;
    const next = lines[i + 1];
    if (!moving && seenExperience && line.section === 'languages' && datesAlone(line.text, now) && next?.section === line.section && !next.breakBefore && headingWords(next.text) <= 8 && TITLE_WORD_AT_END.test(clean(next.text)) && !/,/.test(next.text) && !isBullet(next.text)) moving = true;
    return moving ? { ...line, section: 'experience' } : line;
  });
}

/**
 * The title at the start of what follows a job's bracketed dates, when a sentence runs on after it (more than eight
 * words): the shortest run of two or more capitalised words ending in a job's word, before a word in lower case.
 */
function titleRunOn(after: string): string | null {
  const words = after.replace(/^\s*\)\s*/, '').split(/\s+/);
  if (words.length <= 8) return null;
  let end = 0;
  while (end < words.length && /^(?:\p{Lu}|\d|&|of|and|for|–|-)/u.test(words[end]!) && !/[,.;:]$/.test(words[end - 1] ?? '')) end += 1;
  for (let k = 2; k <= Math.min(end, 8); k++) {
    const title = words.slice(0, k).join(' ');
    if (TITLE_WORD_AT_END.test(title.replace(/[,.;:]$/, ''))) return title.replace(/[,.;:]$/, '');
  }
  return null;
}

// A plant's units, blocks or trains by number: "Units 1 & 2 Turbine Hall", "Unit 3 Control Room", "Block 2".
const PLANT_AREA = /^(?:units?|blocks?|reactors?|trains?|phases?)\s+\d/i;

// A promotion dated by its start alone: "Promoted to Senior Process Engineer — Gas Treating Unit (Job Grade 13) (2023)",
// "Promoted to Shift Lead in March 2024".
const PROMOTED = new RegExp(String.raw`^[\s•·*-]*promoted\s+(?:to|as)\s+(.{3,100}?)\s*(?:\(\s*((?:${MONTH_WORD}\s+)?(?:19|20)\d{2})\s*\)|,?\s+(?:in|from|since)\s+((?:${MONTH_WORD}\s+)?(?:19|20)\d{2}))\s*\.?$`, 'i');

/**
 * The roles a promotion line with no range of its own opens (see PROMOTED): held from its date until the next role listed
 * starts, or today. (A promotion inside a job's own range is that job's note, and its range says the role.)
 */
function promotionsDated(lines: SectionedLine[], entries: ExperienceEntry[], now: Date): ExperienceEntry[] {
  const promotions: ExperienceEntry[] = [];
  for (const line of lines) {
    // (A bullet's promotion is a note of the job it is under: "- Promoted to Senior Technician in 2018".)
    const promoted = line.section === 'experience' && !isBullet(line.text) && !dateRange(line.text, now) ? PROMOTED.exec(line.text) : null;
    const since = promoted ? dateRange(`since ${promoted[2] ?? promoted[3]}`, now) : null;
    const title = promoted ? titleAndEmployer(promoted[1]!).title : null;
    if (!since || !title || !TITLE_WORD.test(title)) continue;
    // (Inside a job that ended, it is a note of that job: "Promoted to Senior Engineer in 2021" under "2018 – 2023".)
    if (entries.some((e) => !e.current && e.from <= since.from && since.from < e.to)) continue;
    const next = Math.min(...entries.filter((e) => e.countsAsWork && e.from > since.from).map((e) => e.from));
    const current = next === Infinity;
    promotions.push({ title, employer: null, from: since.from, to: current ? since.to : next, current, countsAsWork: true, partTime: false, line: line.text });
  }
  return promotions;
}

/**
 * Whether what follows a title's comma is its field, the employer named by the line above: two to four words of a
 * field ("Outage Execution", "Fuel Handling Maintenance": a field's word, or a word of doing, "-tion", "-ing", "-ment"),
 * no firm's word, and the line above a heading with an employer and no title.
 */
function fieldUnderFirm(part: string, titleLine: string, above: SectionedLine | undefined, section: SectionedLine['section'], now: Date): boolean {
  const words = part.split(/\s+/);
  if (words.length < 2 || words.length > 4 || EMPLOYER_WORD.test(part) || !titleLine.endsWith(part) || !words.every((w) => /^\p{Lu}/u.test(w) || /^(?:and|&|of)$/.test(w))) return false;
  if (!words.some((w) => FIELD_START.test(w) || /(?:tion|ing|ment|ance|ence|ics|ity)$/i.test(w))) return false;
  if (!above || above.section !== section || isBullet(above.text) || dateRange(above.text, now)) return false;
  const firm = titleAndEmployer(above.text);
  // (A firm's name: a firm's word, capitals, or words each capitalised, "EDF Energy"; not the job before's last line,
  // "Maintained 40 turbines across three sites".)
  const name = above.text.split(/\s[–—-]\s|,/)[0]!.trim();
  return firm.title === null && firm.employer !== null && (EMPLOYER_WORD.test(above.text) || !/\p{Ll}/u.test(name) || (titleCase(name) && !/^\p{L}+ed\b/iu.test(name)));
}

/**
 * The employer's own line beside a title line "Title, Field" whose field was read as the employer: within three lines of
 * the dates at `i` or among the lines of the heading their block opens with (`head`, see datesClosingBlock), the title line is that and nothing more (or that and its dates, after or before it), and the line just above or below it
 * names a firm by its legal form or a firm's word. The field is two to four capitalised words, one of a field, of doing
 * ("Purchase Agreements"), or an acronym of three letters or more ("Solar EPC"): not a town ("Engineer, Aberdeen").
 */
function firmBesideFieldedTitle(lines: SectionedLine[], i: number, head: number[], title: string, field: string, now: Date): string | null {
  const words = field.split(/\s+/);
  // (A region will do: "Head of LNG & Power Trading, Asia" above or below the firm's line. And a field of services:
  // "Chief Engineer, Gas Turbine Services".)
  if (REGION.test(field)) return firmLineBeside(lines, i, head, title, field, now);
  if (words.length < 2 || words.length > 4 || EMPLOYER_WORD.test(FIELD_START.test(field) ? field.replace(/\sservices$/i, '') : field) || FIRM_SUFFIX.test(field)) return null;
  if (!words.every((w) => /^\p{Lu}/u.test(w) || /^(?:and|&|of)$/.test(w))) return null;
  // (It opens with a field's word or an acronym: "Aurora Energy Research", "ScottishPower Renewables" are firms.)
  if (!FIELD_START.test(field) && !FIELD_KIND_START.test(field) && !/^[A-Z]{3,5}s?\b/.test(field)) return null;
  return firmLineBeside(lines, i, head, title, field, now);
}

/** The firm named on the line beside the title line "Title, Field" (see firmBesideFieldedTitle), if one is. */
function firmLineBeside(lines: SectionedLine[], i: number, head: number[], title: string, field: string, now: Date): string | null {
  const section = lines[i]!.section;
  const named = `${title}, ${field}`;
  for (const j of [...head, i - 3, i - 2, i - 1, i, i + 1, i + 2, i + 3]) {
    const line = lines[j];
    if (!line || line.section !== section) continue;
    const text = line.text.trim();
    // (The title line alone, or with its dates after it or before it: "Jan 2021 – nå   Principal Engineer, Floating Foundations".)
    const at = text.indexOf(named);
    if (at < 0) continue;
    // (Its aside kept out: "Electrical Technician, Solar & BESS (Contract)      Mar 2024 – Present".)
    const [before, after] = [text.slice(0, at), text.slice(at + named.length).replace(/^\s*\([^()]{0,40}\)/, '')];
    if (after.trim() && !(/^(?:\s{2,}|\t|\s*[|–—-]\s)/.test(after) && dateRange(after, now))) continue;
    if (before.trim() && !(/(?:\s{2,}|\t|\s[|–—-]\s*)$/.test(before) && dateRange(before, now))) continue;
    for (const k of [j - 1, j + 1]) {
      const beside = lines[k];
      if (!beside || beside.section !== section || (k > j ? beside.breakBefore : line.breakBefore) || isBullet(beside.text) || dateRange(beside.text, now)) continue;
      const parts = titleAndEmployer(beside.text);
      if (parts.title === null && parts.employer !== null && firmAlone(beside.text)) return parts.employer;
    }
  }
  return null;
}

/**
 * A line that is a firm's name (with its town or an aside after it): capitalised words ending in a legal form or a firm's
 * word, "Suryatej Power Solutions Pvt. Ltd.", "Andina Generación S.A.C. — Lima (…)"; not a sentence about one ("Part of
 * the Iberdrola Group", "Contracted through Coral Coast Labour Services"), nor a labelled line ("Client: … plc").
 */
function firmAlone(text: string): boolean {
  const name = clean(text.trim().split(/\s[–—-]\s|,\s|\s{2,}|\t|\||\(/)[0]!);
  const words = name.split(/\s+/);
  if (/:/.test(name) || words.length > 8 || !words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:&|and|de|del|la|le|du|des|der|für|y|e|of)$/.test(w))) return false;
  return FIRM_SUFFIX.test(name) || LEGAL_FORM_END.test(name) || FIRM_WORD_END.test(name);
}
const FIRM_WORD_END = /\b(?:group|company|utilities|services|solutions|partners|consulting|consultants|holdings|corporation|authority|council|agency|cooperative|co-op)$/i;

// A region a title's field may be: "Head of LNG & Power Trading, Asia", "Sales Director, EMEA".
const REGION = /^(?:(?:North|South|Latin|Central|Eastern|Western|Northern|Southern)\s+)?(?:Asia(?:[- ]Pacific)?|Europe|Africa|America|Americas|Middle East|Nordics|Scandinavia|Oceania|Australasia|EMEA|APAC|LATAM|MENA|DACH|Benelux|UK(?:\s?(?:&|and)\s?Ireland)?)$/;

// Legal forms of Latin America, Spain, France and the Middle East that FIRM_SUFFIX does not end on: "S.A.C.", "S.A.A.",
// "S.A.E.", "S.A.S.", "S.R.L.", "S.p.A.", "W.L.L.", "S.A.O.G.", "FZE"; and the Nordics' and Central Europe's, "AS", "AB", "Oy",
// "A/S", "d.o.o.".
const LEGAL_FORM_END = /\b(?:S\.A\.[ACESU]\.?|S\.R\.L\.?|S\.p\.A\.?|SAC|SAA|SAE|SAS|SRL|SpA|W\.?L\.?L\.?|L\.L\.C\.?|S\.?P\.?C\.?|S\.A\.O\.G\.?|FZE|FZCO|FZ-LLC|AS|AB|Oyj?|ApS|A\/S|SE|KG|Kft\.?|d\.o\.o\.?|a\.s\.|s\.r\.o\.)$/;

/**
 * The roles listed one a line right below a job's title line, each a title alone ("Operations Engineer" / "Plant
 * Manager (reporting to the Head of Production; 23 staff)"), up to the job's bullets or text.
 */
function rolesBelow(lines: SectionedLine[], i: number, title: string, now: Date): string[] {
  let at = -1;
  for (let d = 1; d <= 6 && at < 0; d++) if (lines[i + d] && clean(lines[i + d]!.text).startsWith(title)) at = i + d;
  const roles: string[] = [];
  for (let j = at + 1; at >= 0 && j < lines.length && roles.length < 6; j++) {
    const line = lines[j]!;
    const text = clean(line.text);
    // (Not a note: "Reporting to the Plant Manager", "Team of 12 Engineers".)
    if (line.section !== lines[i]!.section || line.breakBefore || isBullet(line.text) || dateRange(line.text, now) || headingWords(line.text) > 8 || !TITLE_WORD_AT_END.test(text) || PLURAL_TITLE_END.test(text) || NOTE.test(text) || titleAndEmployer(line.text).title !== text) break;
    roles.push(text);
  }
  return roles;
}

/** A form's field (not the title's) whose dates stand in an aside: "Organisation: … (since 2012 – Production Branch …)". */
// A step of promotions dated in its aside, before the last: "Craft Apprentice (2009) →", "Marine Coordinator (Feb 2021 –
// Jun 2023) →".
const STEP_DATED = new RegExp(String.raw`→|\(\s*(?:${MONTH_WORD}\s*)?(?:19|20)\d{2}[^)]*\)`, 'i');

/**
 * The range a line dates its job by; on a line of promotions each dated in its aside ("Marine Coordinator (Feb 2021 – Jun
 * 2023) → Senior Marine Coordinator (Jul 2023 – Present)"), the last step's, from the first step's start, or with the
 * first step's range apart (`earlier`) when a gap parts them ("Technician (2010 – 2014) – Senior Technician (2017 –
 * Present)"). (Each aside opens with its dates: "Senior Engineer (2019 – Present) – Helios Grid Ltd (formerly Sunfield
 * Power, 2009 – 2018)" is one job and a firm's old name.)
 */
function promotionChainRange(text: string, now: Date): (DateRange & { earlier?: DateRange }) | null {
  const first = dateRange(text, now);
  const last = text.lastIndexOf('(');
  if (!first || last <= first.end || !/\(\s*$/.test(text.slice(0, first.start)) || parenDepth(text.slice(0, last)) !== 0 || !/^\)\s*[–—-]\s/.test(text.slice(first.end).trimStart()) || !DATE_LED_ASIDE.test(text.slice(last))) return first && (stepsNewestFirst(text, first, now) ?? first);
  const tail = dateRange(text.slice(last), now);
  if (!tail || tail.from < first.from) return first;
  const moved = { ...tail, start: last + tail.start, end: last + tail.end };
  // (Years alone are a year apart when one follows the other: "Operator (2010 – 2014) – Shift Lead (2015 – Present)".)
  const yearsOnly = Number.isInteger(first.to) && Number.isInteger(tail.from);
  return tail.from - first.to > (yearsOnly ? 1 : 0.25) ? { ...moved, earlier: first } : { ...moved, from: first.from };
}
/**
 * Steps listed newest first on one line, each dated in its aside, parted by a dot or a bar: "Head of Power Analytics
 * (since April 2022) · Senior Power Analyst (October 2019 – March 2022)". The first step's range, from the start of the
 * step after it where one follows the other.
 */
function stepsNewestFirst(text: string, first: DateRange, now: Date): DateRange | null {
  const steps = [...text.matchAll(/\(([^()]{4,80})\)/g)].filter((m) => DATE_LED_ASIDE.test(m[0]) || /^\(\s*since\s/i.test(m[0]));
  if (steps.length !== 2 || !/^\s*[·|]\s/.test(text.slice(steps[0]!.index + steps[0]![0].length))) return null;
  const [newer, older] = steps.map((m) => {
    const range = dateRange(m[1]!, now);
    return range && { ...range, start: m.index + 1 + range.start, end: m.index + 1 + range.end };
  });
  if (!newer || !older || (first.start !== newer.start && first.start !== older.start) || newer.from < older.to - 1 / 24) return null;
  const yearsOnly = Number.isInteger(older.to) && Number.isInteger(newer.from);
  return newer.from - older.to > (yearsOnly ? 1 : 0.25) ? newer : { ...newer, from: older.from };
}
const DATE_LED_ASIDE = new RegExp(String.raw`^\(\s*(?:${MONTH_WORD}\s*)?(?:\d{1,2}[./])?(?:19|20)\d{2}`, 'i');

const datedInAside = (text: string, range: DateRange) => FORM_LABEL.test(text) && !TITLE_LABEL.test(text) && parenDepth(text.slice(0, range.start)) > 0;

/** Whether a numbered line at `at` follows another numbered line with no dates between them: items of one list. */
function listItemBefore(lines: SectionedLine[], at: number, now: Date): boolean {
  for (let j = at - 1; j >= 0 && lines[j]!.section === lines[at]!.section; j--) {
    if (dateRange(lines[j]!.text, now)) return false;
    if (LIST_NUMBER.test(lines[j]!.text)) return true;
  }
  return false;
}

/**
 * A job's line that opens with its dates and runs on in a list of what it was, as one types a CV quickly ("Feb 2019 - pres
 * Coolabah Solar Farm (Windorah Renewables), Senior Operations Technician, 110MW site + 50MW battery, HV switching, …"):
 * headed up to the title among its first three items; any other line as it is.
 */
function clippedListHeading(heading: string, range: DateRange): string {
  if (headingWords(heading) <= 20 || heading.slice(0, range.start).trim() !== '') return heading;
  const items = heading.slice(range.end).split(/,\s+/);
  const titled = items.slice(0, 3).findIndex((item) => headingWords(item) <= 6 && TITLE_WORD_AT_END.test(withoutAsides(item).trim()));
  return titled < 0 ? heading : `${heading.slice(0, range.end)} ${items.slice(0, titled + 1).join(', ')}`;
}

/**
 * The heading of a job told in one paragraph that its dates close: the paragraph (a bullet's, up to 12 lines, or a line
 * of its own) ends with the dates after a sentence ("… 2 direct reports. October 2025 – present."), and its first sentence, up to 20
 * words, names no one ("I joined …" is prose, proseEntries reads it) and holds no dates of its own.
 */
function paragraphHeading(lines: SectionedLine[], i: number, range: DateRange): string | null {
  const line = lines[i]!;
  // (The dates end a sentence of what was done, on its line or the next, not a dot leader: "… early. June 2021 to present.")
  const afterSentence = /(?:\p{Ll}{2}|\d|\))[.;]\s*$/u.test(line.text.slice(0, range.start)) || (range.start === 0 && i > 0 && !line.breakBefore && lines[i - 1]!.section === line.section && endsSentence(lines[i - 1]!.text));
  if (!/^[\s.)]*$/.test(line.text.slice(range.end)) || !afterSentence) return null;
  let first = i;
  while (first > 0 && i - first < 12 && !lines[first]!.breakBefore && !isBullet(lines[first]!.text) && lines[first - 1]!.section === line.section) first -= 1;
  // (A bullet's paragraph, or one of a single line after a blank one: "Superintendent, Hydro Maintenance. I own … June
  // 2021 to present.")
  if (!isBullet(lines[first]!.text) && !(first === i && line.breakBefore)) return null;
  const paragraph = lines.slice(first, i + 1).map((l) => l.text).join(' ').replace(BULLET_MARK, '');
  // (Its asides blanked to their length, so a full stop inside one ends nothing and the place holds.)
  const end = paragraph.replace(/\([^()]*\)/g, (aside) => ' '.repeat(aside.length)).search(SENTENCE_END);
  if (end < 0 || end >= paragraph.length - (line.text.length - range.start)) return null;
  const heading = withoutNotes(paragraph.slice(0, end));
  // (A title, not a thing done: "Mentored two graduate engineers.")
  if (headingWords(heading) > 20 || FIRST_OR_THIRD_PERSON.test(heading) || RANGE.test(withoutAsides(heading, ' ', ASIDE)) || /^\p{L}+ed\b/iu.test(heading) || !TITLE_WORD.test(heading)) return null;
  return heading;
}

/**
 * A job's heading without the notes a senior CV or a recruiter adds after the title: the reporting line, the team, the
 * budget, the contract ("Head of Operations & Maintenance – reporting to UK Country Manager | team of 112 | £41m opex",
 * "Interim Head of Trading — contract, outside IR35 | desk of 9", "Lead Operator – 12-month contract via Meridian, 8/6
 * roster, crew of 5", "FTC 12 months (extended to March 2027)"): they made the line too long to be a heading, or put a
 * date into it. Each note goes with its separator; a bullet, a wrapped line's rest and a line that is all notes stay as
 * they are.
 */
export function withoutNotes(text: string): string {
  // (Nor a line that carries on a wrapped one: it opens in lower case or a figure, or closes an aside opened above.)
  if (isBullet(text) || !NOTE_AFTER.test(text) || /^[\p{Ll}\d]/u.test(text) || parenDepth(text) < 0) return text;
  const pieces = text.split(NOTE_SEPARATOR);
  let out = pieces[0]!;
  // (Inside an aside nothing is parted: "(reporting to the CEO; ELT member)" is the aside's, which clean() drops whole.)
  let depth = parenDepth(out);
  // (A note's own commas go on with it: "reports to Director, Work Management".)
  let inNote = false;
  for (let k = 1; k < pieces.length; k += 2) {
    if (depth === 0 && (isNote(pieces[k + 1]!) || (inNote && /^,\s+$/.test(pieces[k]!) && !/\b(?:19|20)\d{2}\b/.test(pieces[k + 1]!)))) {
      inNote = true;
      // (Only the note: a cell after it, set apart by a run of spaces or a tab, stays: "…, crew of 11          June 2021".)
      const cell = pieces[k + 1]!.search(/\s{2,}|\t/);
      if (cell >= 0) {
        out += pieces[k + 1]!.slice(cell);
        inNote = false;
      }
      continue;
    }
    inNote = false;
    out += pieces[k]! + pieces[k + 1]!;
    depth = Math.max(0, depth + parenDepth(pieces[k + 1]!));
  }
  return out.trim() ? out : text;
}
/**
 * A note, and no date of the job's: a year outside its asides belongs to the heading ("Contract 2019 – 2021"), unless
 * it ends the note's own term ("temporary assignment to Mar 2027"); one inside an aside is the note's ("FTC 12 months
 * (extended to March 2027)").
 */
const isNote = (piece: string) => (NOTE.test(piece) || moneyNote(piece)) && (!/\b(?:19|20)\d{2}\b/.test(piece.replace(/\([^()]*\)/g, ' ')) || /\b(?:to|until|till|ending|expires?)\s+(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\b/iu.test(piece));
// A sum of money a note opens with, after a word or two, as a heading's budget or portfolio gives one: "portfolio
// ~$240M/yr", "desk P&L c. £30m" (not one inside an aside, "Senior Trader (£30m book)", nor a title's, "Head of £2bn
// Portfolio").
const MONEY_NOTE = /^\W*(?:[\p{L}&]+\s+){0,2}(?:c\.\s*|~)?(?:[£$€]|a\$|us\$|c\$)\s?\d/iu;
const moneyNote = (piece: string) => {
  const outside = piece.replace(/\([^()]*\)/g, ' ');
  return MONEY_NOTE.test(outside) && outside.trim().split(/\s+/).length <= 5 && !TITLE_WORD.test(outside);
};
const parenDepth = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
const NOTE_SEPARATOR = /(\s[–—-]\s|\s*\|\s*|;\s+|,\s+)/;
const NOTE = new RegExp(
  [
    String.raw`^\W*(?:reporting|reports?)\s+(?:to|into|directly|line)\b`,
    String.raw`^\W*(?:team|crew|desk|staff|headcount|department|organi[sz]ation|workforce)\s+of\s+[~c.\s]*\d`,
    String.raw`^\W*(?:~|c\.|approx\.?|circa|about|over)?\s*\d[\d,.]*\+?\s+(?:[\p{L}-]+\s+){0,2}(?:staff|fte|people|employees|reports|direct reports|technicians|engineers|operators|traders|analysts|managers|supervisors|heads|personnel|contractors|workers)\b`,
    String.raw`^\W*(?:c\.\s*)?(?:[£$€]|a\$|us\$|c\$|aud|usd|gbp|eur)\s?\d`,
    String.raw`^\W*(?:(?:budget|opex|capex|p&l)(?:\s+of)?\s*(?:[£$€~]|c\.|\d)|elt member|member of the (?:executive|leadership|management) team)`,
    String.raw`\bir35\b`,
    String.raw`^\W*(?:\d+[- ](?:month|year)\s+)?(?:contract|fixed[- ]term(?: contract)?|ftc|cd[id]|permanent(?: (?:contract|position|role|post))?)(?:$|\s*(?:\(|via\b|through\b|with\b|basis\b|\d+\s*(?:months?|years?)\b))`,
    String.raw`^\W*temporary (?:assignment|position|role|cover)\b(?![\p{L}\s]*\b(?:supervisor|manager|engineer|technician|operator|officer|teacher|lead|coordinator|assistant)\b)`,
    String.raw`^\W*\d+\s*[/x×]\s*\d+\s+(?:roster|rotation|swing|shifts?)\b`,
    // A rotation or shift pattern: "2 on / 3 off", "4 on / 4 off", "12-hour rotating shifts".
    String.raw`^\W*\d+\s*(?:weeks?\s+)?on\s*[/,–-]\s*\d+\s*(?:weeks?\s+)?off\b`,
    String.raw`^\W*\d+[- ]?(?:h|hr|hour)s?\s+(?:rotating\s+)?shifts?\b`,
  ].join('|'),
  'iu',
);
// (A quick test before the split: most lines have no note.)
const NOTE_AFTER = /(?:\s[–—-]\s|\||;\s|,\s)\W{0,3}(?:reporting|reports?|team|crew|desk|staff|headcount|department|organi[sz]ation|workforce|~|c\.|approx|circa|about|over|\d|[£$€]|a\$|us\$|c\$|aud|usd|gbp|eur|budget|opex|capex|p&l|elt|member|contract|fixed|ftc|cd[id]\b|permanent|temporary|secondment|\d+[- ](?:month|year))/i;

/** The share of a week a heading says a job takes: "3 days a week" 0.6, "20 hours a week" 0.5, "0.25 rate" 0.25. */
function weekShare(text: string): number | undefined {
  // (Of a range, its upper end: "1–2 days/week" is 0.4.)
  const days = /\b(?:\d(?:\.\d)?\s?[–-]\s?)?(\d(?:\.\d)?) days?(?:\s(?:a|per)\s|\s?\/\s?)(?:week|wk)\b/i.exec(text);
  if (days) return Number(days[1]) / 5;
  const hours = /\b(?:\d{1,2}\s?[–-]\s?)?(\d{1,2}) (?:hours?|hrs?|h)(?:\s(?:a|per)\s|\s?\/\s?)(?:week|wk)\b|\bhours per week:?\s*(\d{1,2})\b/i.exec(text);
  if (hours) return Number(hours[1] ?? hours[2]) / 40;
  const rate = /\b(0?\.\d+) (?:rate|fte)\b/i.exec(text);
  return rate ? Number(rate[1]) : undefined;
}

/**
 * Whole years worked: the union of the jobs' date ranges (overlaps once, gaps excluded). Part-time work counts from the
 * first full-time job on (a part-time job before it is a student's), or all of it when there was never a full-time one.
 */
export function workedYears(entries: ExperienceEntry[]): number {
  const work = entries.filter((e) => e.countsAsWork);
  // (With no full-time job at all, every part-time one counts.)
  const fullTime = work.filter((e) => !e.partTime);
  const careerStart = fullTime.length ? Math.min(...fullTime.map((e) => e.from)) : -Infinity;
  const ranges = work.filter((e) => !e.partTime || !(e.from < careerStart)).sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const r of ranges) {
    const start = Math.max(r.from, end);
    if (r.to > start) total += r.to - start;
    end = Math.max(end, r.to);
  }
  return total;
}

/** A title told with its firm after "of": "Chief Operating Officer of Southern Cross Grid" (not "Head of Operations"). */
function withoutFirmOf(title: string): string {
  const words = title.split(/\s+/);
  const of = words.findIndex((w, k) => k >= 2 && w === 'of' && TITLE_WORD_AT_END.test(words.slice(0, k).join(' ')));
  return of > 0 ? words.slice(0, of).join(' ') : title;
}

// A sentence's end: not an abbreviation's point ("… Navapur, Dist. Jamnagar since April 2013", "Govt. ITI", "Pvt. Ltd.").
const SENTENCE_BREAK = /(?<=[.!?])(?<!\b(?:[Dd]ist|[Gg]ovt|[Pp]vt|[Ll]td|[Ss]t|[Cc]o|[Nn]o|[Nn]r|[Mm]rs?|[Mm]s|[Dd]r|[Jj]r|[Ss]r|approx|incl|[Dd]ept|[Ee]st|vs)\.)\s+/u;

/**
 * A CV written as prose ("Since March 2021 she has been the Grid Connections Manager at …. Before that, from July 2016
 * to February 2021, …"): the jobs its sentences date, when no line is a job's heading. A sentence's dates are a range
 * when dateRange reads one, or when "until", "till" or "to" stands before its second date ("began in April 2012 … until
 * June 2016").
 */
function proseEntries(lines: SectionedLine[], now: Date): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const line of lines) {
    if (line.section === 'education' || line.section === 'certifications' || line.section === 'skills') continue;
    for (const sentence of normaliseDates(line.text).split(SENTENCE_BREAK)) {
      if (NOT_WORK.test(sentence) || STUDENT_JOB.test(sentence)) continue;
      let range: { from: number; to: number; current: boolean } | null = dateRange(sentence, now);
      if (!range) {
        const [a, b] = datePointsOf(sentence);
        if (a && b && /\b(?:until|till|to|through)\s+(?:\S+\s+){0,1}$/i.test(sentence.slice(a.end, b.index)) && b.at >= a.at) range = { from: a.at, to: b.month ? b.at + 1 / 12 : b.at, current: false };
      }
      if (!range) continue;
      const title = /\b(?:been|as|is|was)\s+(?:(?:the|a|an|our|their)\s+)?((?:\p{Lu}[\p{L}&-]*\s+(?:of\s+|and\s+)?){0,5}\p{Lu}[\p{L}&-]*)/u.exec(sentence)?.[1] ?? null;
      entries.push({ title: title && TITLE_WORD.test(title) ? withoutFirmOf(title) : null, employer: null, from: range.from, to: range.to, current: range.current, countsAsWork: true, partTime: PART_TIME.test(sentence), line: sentence });
    }
  }
  return entries;
}

/**
 * A career listed as dated events, oldest first, as a Japanese rirekisho does ("2010 | 4 | Joined Higashi Electric
 * Power Co.", "2016 | 4 | Promoted to Senior Engineer, Boiler Group", "2026 | 11 | Present"): one job from the first
 * joining to a leaving (or today), titled by the latest promotion, appointment or "as …".
 */
const EVENT_ROW = /^((?:19|20)\d{2})\s*(?:\||\s)\s*(\d{1,2})?\s*(?:\||\s{2,})\s*(.+)$/;

function eventEntries(lines: SectionedLine[], now: Date): ExperienceEntry[] {
  const nowYears = now.getFullYear() + now.getMonth() / 12;
  const entries: ExperienceEntry[] = [];
  let open: ExperienceEntry | null = null;
  for (const line of lines) {
    if (line.section !== 'experience') continue;
    const row = EVENT_ROW.exec(line.text);
    if (!row) continue;
    const at = Number(row[1]) + (row[2] ? (Math.min(12, Number(row[2])) - 1) / 12 : 0);
    const event = row[3]!;
    const title = /\b(?:[Pp]romoted to|[Aa]ppointed(?: as)?|as(?: an?)?)\s+((?:\p{Lu}[\p{L}&-]*\s*){1,6})/u.exec(event)?.[1]?.trim();
    if (/\b(?:resigned|retired|left|terminated|contract ended)\b/i.test(event)) {
      if (open) [open.to, open.current] = [at, false];
      open = null;
    } else if (/\bpresent\b|\bcurrently\b/i.test(event)) {
      if (open) [open.to, open.current] = [nowYears, true];
    } else if (/\b(?:joined|hired|entered|started at|employed)\b/i.test(event) || (open === null && title)) {
      open = { title: title ?? null, employer: null, from: at, to: nowYears, current: true, countsAsWork: !NOT_WORK.test(event) && !STUDENT_JOB.test(event), partTime: PART_TIME.test(event), line: line.text };
      entries.push(open);
    } else if (open && title) open.title = title;
  }
  return entries;
}

/**
 * A career told a sentence a job, as people type it on a phone: "2018 started at Voltcrest Charging Solutions as ev
 * charge point installer … made up to Installation Team Leader in 2025 still there", "worked for Carrigbawn Civil Works
 * from 2004 to 2007 as general operative", "promoted to senior linesman 2020 still there", "before that Sunrun apr 2019 -
 * jul 2023". Where lines outside the headed reading's jobs say such things (STORY_MARK) at least twice (or once "still
 * there" where it found no current job), and no two of its jobs stand under lines of dates alone, each line dated in its
 * first words is a job: from those dates to "til 2011", "quit end of aug 2013", "still there" or the next job's start;
 * titled by its latest promotion ("made up to", "Im … now"), else what follows its last "as", else the part of the line
 * that names a job. A line that opens by ending a job ("left Desert Sun feb 2016 and started at Sunrun in march 2016",
 * "resigned oct 2015 to work abroad") ends the open one before it. The story is the CV's reading unless the headed one
 * finds more titled jobs (storyEntries).
 */
const STORY_MARK = /\b(?:start(?:ed|ing)|re-?hired|re-?joined|(?:worked|working) (?:for|at|with)|taken on|(?:got |was )?hired|got a (?:job|start)|stayed on|moved (?:to|over to|across to|into|over|across)\b|went (?:to|over to|back to|on)|joined|enlisted|deployed|did my (?:apprenticeship|time|training)|left school|came (?:home|back)|still (?:there|here)|been (?:at|with|there|here)|was (?:there|here|with \p{L}+) (?:since|for|til|till)|went back|took (?:a|some) (?:year|time|couple|few|months?)|was labou?ring|made up to|made\s+(?:\S+\s+){0,3}?(?:lead|senior|foreman|supervisor|manager|chargehand|head|principal|chief|team leader)\b|promoted to|moved up to|bumped up|before that|before this|now i work|i work (?:at|for|in)|currently at|(?:i['’]?m|i am) with|resigned|quit|laid off|got out|finished(?: up)?|topped out|off work|came on)\b|\bfrom\s+(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\b(?!\s*(?:-|–|—|to|until|till|til|through)(?:\s|$))|\bsince\s+(?:\p{L}+\s+)?(?:19|20)\d{2},?\s+(?:i['’]?ve|i have)\s+been\b/iu;
const STILL_THERE = /\bstill\s+(?:there|here|with (?:them|the company|the firm)|working there|at it|going)\b|\bto this day\b|\b(?:this|which) is my (?:current )?(?:job|position|role) now\b|\b(?:this|which) is my current (?:job|position|role)\b|\bthats what i do now\b|\bbeen (?:there|here) (?:ever )?since\b|\bwhat i['’]?m doing now\b|\b(?:presently|currently) working\b|\b(?:right now|currently|at the moment|at present),? (?:i['’]?m|i am)\b|\b(?:i['’]?m|i am) currently\b|\bsince\s+(?:\p{L}+\s+)?(?:19|20)\d{2},?\s+(?:i['’]?ve|i have)\s+been\b/iu;
// A line about a break, in its first sentence: "2017 took a year out and went travelling", "no work april 2020 til may 2021".
const STORY_BREAK = /\b(?:broke my|accident|injured|injury|contract (?:was )?not renewed|contract expired|wasn'?t working|was not working|didn'?t work|not paid|unpaid|no pay|no allowance|looking for (?:work|a job|job)|chasing work|applied for everything|on (?:EI|the dole)|signing on|job (?:hunting|seeking)|tarmacking|travell?ed|(?:came|went|moved) (?:back )?home|year out|time out|(?:mths?|months?|time|year) off|off (?:work|injured|sick)|hurt my|did my (?:knee|back|shoulder)|no (?:job|work)|not working|out of work|unemployed|laid off|made redundant|at home due)\b/i;
// A line about study, where it names no job: "did the wind energy technology AAS at TSTC Sweetwater 2010-2012".
const STORY_STUDY = /(?<!\b(?:before|after|left)\s)\b(?:studied|NC I{1,3}|certificate|training (?:centre|center|course|institute)|study|classes|course|program(?:me)?|degree|diploma|AAS|TAFE|tvet|college|polytechnic|university|school|graduated|matric|GCSEs?|A levels)\b/i;
const PROMOTION = /\b(?:promoted|made up|moved up|moved (?:over |across )?to|stepped up|bumped up)\s+(?:to\s+|as\s+)?(?:an?\s+|the\s+)?(.+)|\b(?:since|from)\s+(?:\p{L}+\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2},?\s+(?:i am|i['’]m|i have been|i['’]ve been)\s+(?:an?\s+|the\s+)?(.+)|(?:^\W*|[,.;–—-]\s*|\band\s+|\b(?:got|was)\s+)made\s+(?!up\b|redundant\b)(?:an?\s+|the\s+)?(.+)|\bi['’]?m\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+now\b|\bnow\s+(?:i['’]?m\s+|as\s+)?(?:an?\s+|the\s+)(.+)|\b(?:has|have|had)\s+been\s+(?:an?\s+|the\s+)?(.+)|\b(?:been|became)\s+(?:an?\s+|the\s+)(.+)|\bpresently working as\s+(?:an?\s+|the\s+)?(.+)|\bworking as\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+since\s+|,\s*((?:\S+\s+){0,4}?\S+)\s+since\s+(?:\p{L}+\s+)?(?:19|20)\d{2}/iu;
const PROMOTION_LINE = /^\W*(?:(?:in\s+)?(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\s*[,:–—-]?\s+)?(?:got\s+)?(?:promoted|made|moved up|stepped up|bumped up)\b/iu;
// A date the line ends a job at: "til 2011", "quit end of aug 2013", "resigned from eskom end of july 2017".
// (Or until what closed it: "I stayed there until the plant closed in February 2013".)
const ENDED_AT = /\b(?:(?:til|till|until|thru|through)|(?:til|till|until)\s+(?:the\s+)?(?:\S+\s+){0,3}(?:closed|shut(?:\s+down)?|ended|finished|was sold|went (?:bust|under)|ran out)(?:\s+(?:in|at the end of|end of))?|(?<!\b(?:bumped|moved|made|stepped) )up to|(?:left(?! (?:school|college|uni|university|home)\b)|quit|resigned|finished(?: up)?|finish contract|got out|topped out|laid off|let go|ended)(?:\s+(?!and\b|started\b|joined\b)\S+){0,4})\s+$/i;
/** Whether the words just before a date end a job there ("til", "quit end of"); read in the 60 characters before it. */
const endsBefore = (text: string, at: number, from = 0) => ENDED_AT.test(text.slice(Math.max(from, at - 60), at));
const TITLE_STOP = /\s*(?:[,.;:!?()]|\s[-–—/]\s|\s(?:in|at|as|for|from|since|on|with|still|now|til|till|until|mostly|doing|covering|based|out of|then|which|this|that|thats|and)\b|\s(?:19|20)\d{2}\b)/i;
const GRADE = /\s+(?:I{1,3}|IV|V|[1-4])$/;
const STORY_LINES_MAX = 200;
// How long a job ran, where a story tells that instead of its start: "pipefitter for 5 yrs till aug 2021".
const LASTED = /\b(\d{1,2})\s*\+?\s*(?:yrs?|years?)\b/i;
const SECTION_LEAD = /^(?:qualifications?|quals|languages?|references?|referees|certificates?|certifications?|certs|tickets?|skills?|education|training|courses?|licen[cs]es?|hobbies|interests)\b/i;
const DATES_SET_RIGHT = /\S(?:\s{3,}|\t)[^\t]*\b(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\p{L}+\.?\s+)?(?:19|20)\d{2}|present|current|now|date)\s*$/iu;
const SENTENCE_OPENS_JOB = new RegExp(`^(?:(?:${MONTHS})[a-z]*\\.?\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2}\\b|(?:moved|went|came|got|started|joined|left|took|did|worked|spent|since|before (?:that|this))\\b)`, 'i');
const START_WORDS = /\b(?:got taken on|taken on|took me on|re-?hired|re-?joined|got a job|got hired|got on with|hired(?: on)?|started|joined|signed on|moved to)\b/i;
// (A date may come first: "took a few months off to do up the house, then Jan 2019 started with Shannonside".)
const THEN_ANOTHER = /,?\s+then\s+(?=(?:(?:in\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2},?\s+)?(?:got|went|moved|joined|started|came|stayed|did|was|took|worked|hired)\b)|,\s+(?=(?:came (?:home|back) and |and )(?:got taken on|got a job|got hired|started|joined|moved to)\b)/i;
// A month and two digits of a year, as a phone's CV writes it: "from nov 21 til I moved over" (not a day, "Nov 21, 2019").
const TWO_DIGIT_YEAR = new RegExp(`\\b(${MONTH_WORD})\\s+['’]?([0-2]\\d)\\b(?![\\d/.:]|,?\\s*(?:19|20)\\d{2})`, 'gi');

/**
 * A story's line with its dated asides blanked (lengths kept) where it dates itself outside them too: "I am a qualified
 * electrician (trade test passed 2011) with 14 years …, and I started my learnership at Kgomo Platinum Mine in Jan 2008".
 */
function withoutDatedAsides(text: string): string {
  // (Not an aside that tells the start: "been with them 9 yrs (since feb 2017)".)
  const blanked = text.replace(/\([^()]*\)/g, (aside) => (/\b(?:19|20)\d{2}\b/.test(aside) && !/\b(?:since|from|start(?:ed)?|joined|began)\b/i.test(aside) ? ' '.repeat(aside.length) : aside));
  return blanked !== text && datePointsOf(blanked).length ? blanked : text;
}

/** The title a phrase opens with: its words up to a stop, through the last job word (and its grade) among its first eight. */
function storyTitle(phrase: string): string | null {
  const stop = phrase.search(TITLE_STOP);
  const words = (stop >= 0 ? phrase.slice(0, stop) : phrase).trim().split(/\s+/).slice(0, 8);
  // (Not what one did, "i mentor the 2 trainees", "some inverter/battery wiring under the master electrician".)
  if (/^(?:i|we|he|she|they|my|our|their|his|her|some|the|all|most|any|each)$/i.test(words[0] ?? '')) return null;
  // (Nor a deed done to people, a verb and its object: "Trained the 2 new techs we took on in 2025".)
  if (/^\p{L}+ed$/iu.test(words[0] ?? '') && /^(?:the|a|an|my|our|\d+|two|three|four|five|six)$/i.test(words[1] ?? '')) return null;
  // (A head of something is titled by all of it: "Head of Grid Connections at Statkraft UK".)
  if (HEAD_OF.test(words.join(' ')) && words.length <= 7) return words.join(' ');
  for (let k = words.length; k > 0; k--) {
    const title = words.slice(0, k).join(' ');
    // (Nor a course named for a job: "Heavy Equipment Technician program".)
    if ((TITLE_WORD_AT_END.test(title.replace(GRADE, '')) || TRADE_WORD_AT_END.test(title.replace(GRADE, ''))) && !EMPLOYER_WORD.test(title)) return COURSE_AFTER.test(words.slice(k).join(' ')) ? null : title;
  }
  return null;
}
const HEAD_OF = /^(?:(?:senior|deputy|assistant|group|global|regional)\s+)?(?:head|director|manager|vp|vice president|chief \p{L}+ officer)\s+of\s+\S/iu;
// Words of the trades people type for their titles, read in a story's titles only (a firm may be "Northstar Tech").
const TRADE_WORD_AT_END = /\b(?:tech|techs|sparky|sparkie|helper)$/i;
/**
 * The latest of a promotion's steps: "Engineer 2016, Senior Engineer 2019, Lead Engineer 2022", "Site Supervisor in 2020
 * and to Site Manager in January 2024". (A later step is one dated: "…, I handle 22 technicians" is none.)
 */
function latestStep(phrase: string): string | null {
  const [first, ...later] = phrase.split(/,\s*(?:and\s+|then\s+)?(?:to\s+)?|\s+and\s+(?:then\s+|later\s+)?to\s+|\s+then\s+(?:to\s+)?|\s+and\s+(?:been|became|now)\s+(?:an?\s+|the\s+)?/i);
  const dated = later.filter((step) => /\b(?:19|20)\d{2}\b/.test(step)).map((step) => storyTitle(step.replace(/^(?:an?|the)\s+/i, ''))).filter((t) => t !== null);
  return dated.at(-1) ?? storyTitle(first!);
}
const COURSE_AFTER = /^(?:[\p{L}-]+\s+){0,2}?(?:program(?:me)?|course|diploma|degree|studies|certificate|training|school)\b/iu;

/**
 * The title a story's line names around its dates (the text before them, and after): what follows its last "as", else
 * the part that names a job ("2019 to 2023 lead installer at Brightfield Solar", "Mar 2020 Southern Alps Energy Services,
 * Ashgrove Plains, still there 😊 Senior Service Technician", "Rigger then Advanced Rigger").
 */
function toldTitle(before: string, after: string): string | null {
  const plain = (text: string) => text.replace(STILL_THERE, ' ').replace(/[^\p{L}\p{N}\s,.;:&'’()/-]/gu, ' ');
  // (Not an aside's: "HV Cable Jointer – … – Feb 2020 – Present (joined as LV jointer)".)
  const whole = plain(withoutAsides(`${before} ${after}`));
  const asTitle = [...whole.matchAll(/\bas\s+(?:an?\s+|the\s+)?(?=\S)/gi)].map((m) => storyTitle(whole.slice(m.index + m[0].length, m.index + m[0].length + 120))).filter((t) => t !== null).at(-1);
  return asTitle ?? [plain(before), plain(after)]
    .flatMap((part) => part.split(/[,.;:]|\s[-–—]\s|\s+at\s+/))
    .map((part) => storyTitle(part.split(/\s+then\s+/).at(-1)!.replace(/^\s*(?:[-–—]\s*)?(?:19|20)\d{2}\s*/, '').replace(/^\s*(?:before that|after that|then|next(?: was)?|and|currently|presently|right now|now|rn)\s+/i, '').replace(/^\s*(?:i\s+was|i['’]?m|i\s+am|was)\s+(?:an?\s+|the\s+)?/i, '').trim()))
    .find((title) => title !== null) ?? null;
}

/**
 * A story's lines as written, where a PDF wrapped them at the page's width joined again: a date broken at the wrap ("…
 * started my electrical apprenticeship here feb" / "2023 (solar PV, …)"), or a line running on in lower case below one
 * that reaches the width ("… started there oct 2019 as a 4th class on the" / "steam gen side (OTSGs, …)"). (Not a line
 * that starts a job of its own, "before that CNRL Horizon …", nor across a blank line; a text whose lines run longer than
 * a page's is no PDF's.)
 */
function storyLinesJoined(lines: SectionedLine[]): (SectionedLine & { line: string })[] {
  const lengths = lines.map((l) => l.text.length).sort((a, b) => a - b);
  const width = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  // (Each with its first line as printed, which the headed reading names its jobs by.)
  const joined: (SectionedLine & { line: string })[] = [];
  lines.forEach((line, k) => {
    const above = joined.at(-1);
    // (The line above as printed: one wrapped there reached the width.)
    const printed = lines[k - 1]?.text.trim() ?? '';
    // (A month's year on the next line, "… here feb" / "2023 (solar PV …)"; an end's date, "… laid off" / "June 2017 when …".)
    const brokenDate = BROKEN_DATE_END.test(printed) && (MONTH_AT_LINE_END.test(printed) ? /^(?:19|20)\d{2}\b/.test(line.text) : DATE_FIRST.test(line.text));
    // (Not a line dated in its first words, a job's own: "apprenticeship at Watts Electrical, started feb 2009".)
    const atWidth = width <= 110 && printed.length >= width * 0.8 && !/[.!?]$/.test(printed) && !YEAR_IN_FIRST_WORDS.test(line.text);
    const runsOn = atWidth && /^\p{Ll}/u.test(line.text) && !STORY_LINE_START.test(line.text);
    // (Or one broken after a small word, whatever its case: "… im now a" / "Registered Electrician here, same company".)
    const brokenPhrase = (width <= 110 && printed.length >= width * 0.8 && /\b(?:a|an|the|as|to|of|and|at|for|with|in|on|by|up|bumped|moved|made|stepped|promoted|got|was|been)$/i.test(printed)) || /\p{L}-$/u.test(printed);
    if (above && !line.breakBefore && !isBullet(line.text) && (brokenDate || runsOn || brokenPhrase)) joined[joined.length - 1] = { ...above, text: `${above.text.trimEnd()} ${line.text.trimStart()}` };
    else joined.push({ ...line, line: line.text });
  });
  return joined;
}
const BROKEN_DATE_END = new RegExp(`(?:\\b(?:${MONTHS})[a-z]*\\.?|[-–—]|\\b(?:to|til|till|until|from|since|in|xmas|christmas|end of|start of|mid|early|late|summer|winter|spring|autumn|fall|laid off|left|quit|resigned|finished|ended|got out))$`, 'i');
const MONTH_AT_LINE_END = new RegExp(`\\b(?:${MONTHS})[a-z]*\\.?$`, 'i');
const DATE_FIRST = new RegExp(`^(?:(?:${MONTHS})[a-z]*\\.?\\s+)?(?:19|20)\\d{2}\\b`, 'i');
const YEAR_IN_FIRST_WORDS = /^(?:\S+\s+){0,6}?\S*\b(?:19|20)\d{2}\b/;
const STORY_LINE_START = new RegExp(`^(?:(?:${MONTHS})[a-z]*\\.?\\s+(?:19|20)?\\d{2}|before that|after that|then|next|started|went|got|joined|moved|promoted|made|left|worked|was|been|did|took|came|also|currently|since|from|i|im|i'm|school|college|uni|tickets|quals|certs|education|licen[cs]es|refs|references)\\b`, 'i');

/** The title a job's heading line names, by a job's word (not a trade's: "SOWELA Tech" is a college). */
function headingTitle(heading: string | null): string | null {
  const title = heading === null ? null : toldTitle(heading, '');
  return title && TITLE_WORD.test(title) ? title : null;
}

/** A story's line with its dates as the rest of the parser reads them ("thru", "nov 21"), its bullet or number dropped. */
const storyText = (line: string) => normaliseDates(line.replace(BULLET_MARK, '').replace(LIST_NUMBER, '').replace(/\bthru\b/gi, 'through').replace(TWO_DIGIT_YEAR, (_, month: string, year: string) => `${month} 20${year}`).trim());

/** Whether the jobs read so far run newest first (each starts before the one above it). */
const newestFirst = (jobs: { from: number }[]) => jobs.length >= 1 && jobs.every((j, k) => k === 0 || j.from <= jobs[k - 1]!.from);

function storyEntries(lines: SectionedLine[], headed: ExperienceEntry[], now: Date): ExperienceEntry[] | null {
  // (Without an experience heading, what is not the header, study, tickets or skills: "grew up in Roscoe TX …" / "June
  // 2012 hired on with Vestas as a Field Tech I".)
  const hasExperience = lines.some((l) => l.section === 'experience');
  const outside = lines.filter((l) => l.section === 'other' || l.section === 'summary');
  // (Or, in a CV typed as one paragraph, the header it all is.)
  const source = hasExperience ? lines.filter((l) => l.section === 'experience') : outside.length ? outside : lines.filter((l) => l.section === 'header');
  // (A line that goes on to another job is read as two: "went to oz in april 2013, travelled the east coast for about 6
  // mths then got work with Downer in Perth as a powerline worker oct 2013 to june 2017".)
  // (A career told in sentences has a few dozen lines: a longer text is no such CV, and each line is read against the others.)
  if (source.length > STORY_LINES_MAX) return null;
  // (Not a list of what one holds: "Qualifications matric 2009, N3 electrical engineering 2020, …, code 10 drivers licence".)
  // (Nor contact details: "Dan Hartley, Eindhoven, dan.hartley@example.com, British, in NL since 2020".)
  const physical = storyLinesJoined(source).filter((l) => !SECTION_LEAD.test(storyText(l.text)) && !CONTACT_LINE.test(l.text));
  const told = physical.flatMap((l) => {
    const text = storyText(l.text);
    // (And a paragraph into its sentences: "… til the end of 2016. Moved to Brissy and did 18 mths on the tools …".)
    // (Only before a sentence that opens with a date or a move: "Top installer in region 2016." is the job's.)
    return text.split(new RegExp(`${SENTENCE_BREAK.source}(?=\\p{Lu})`, 'u')).reduce<string[]>((parts, sentence) => (parts.length && !SENTENCE_OPENS_JOB.test(sentence) ? [...parts.slice(0, -1), `${parts.at(-1)} ${sentence}`] : [...parts, sentence]), []).flatMap((sentence) => sentence.split(THEN_ANOTHER)).map((part) => ({ text: part, line: l.line }));
  });
  // (In its first sixteen words: a year further on dates something done in the job, "made up to … in 2025".)
  const firstDate = (text: string) => {
    const point = datePointsOf(withoutDatedAsides(text))[0];
    // (Or after a word that starts a job: "first job out of SAIT was at Suncor Base Plant as a 4th class power engineer, started may 2011".)
    // (Or a few words after it: "… and I started my learnership at Kgomo Platinum Mine in Jan 2008".)
    return point && (text.slice(0, point.index).trim().split(/\s+/).length <= 16 || /\b(?:started|starting|start|began|joined|hired(?: on)?|since|from)\s+(?:in\s+)?$/i.test(text.slice(Math.max(0, point.index - 20), point.index)) || /\b(?:started|began|joined)\b[^.;,\d]{0,50}\b(?:in|on)\s+$/i.test(text.slice(Math.max(0, point.index - 70), point.index))) ? point : undefined;
  };
  // (Not a rirekisho's table of dated events, "2016 | 4 | Promoted to Senior Engineer": eventEntries reads those.)
  if (told.some(({ text }) => EVENT_ROW.test(text))) return null;
  // (Nor a CV whose jobs the headed reading found under lines of dates alone, "July 2019 - Present", their paragraphs
  // telling moves in sentences: "I joined Hazelwood in August 2004 as a Unit Operator, … became one of five Shift Managers
  // in 2013".)
  // (Or set at the end of the firm's line, "Carrig Energy — Lough Carrig CCGT Power Station, Co. Cork        January 2012 –
  // present", as a template sets them.)
  if (headed.filter((e) => datesAlone(e.line, now) || DATES_SET_RIGHT.test(e.line)).length >= 2) return null;
  // (A marked line dated inside a job the headed reading found, not its own, is something done in that job: "- Moved to
  // the Leeds office in 2022" under "Senior Engineer | Northgrid Ltd | 2019 – present".)
  const titled = headed.filter((e) => e.title && e.countsAsWork);
  // (Each line as written: "Substation Electrician, deployed via Golden Crest Manpower Agency. Oct 2013 - Sept 2017" is
  // marked by its first sentence and dated by its second.)
  const marked = physical.filter(({ text, line }) => {
    const at = STORY_MARK.test(text) ? datePointsOf(storyText(text))[0]?.at : undefined;
    return at !== undefined && !titled.some((e) => e.line !== line && at >= e.from && at < e.to);
  });
  // (One line that says a job goes on where the headed reading found none current is enough: "2023 - Mesa Grid
  // Storage, still there.")
  const stillThere = marked.some(({ text }) => STILL_THERE.test(text)) && !titled.some((e) => e.current);
  if (marked.length < (stillThere ? 1 : 2)) return null;
  const nowYears = now.getFullYear() + now.getMonth() / 12;
  const endOf = (p: { at: number; month: boolean }) => (p.month ? p.at + 1 / 12 : p.at);
  const jobs: (ExperienceEntry & { open: boolean })[] = [];
  const lastOpen = () => [...jobs].reverse().find((j) => j.open);
  // A short undated line above a job's dated line is that job's heading ("SOWELA Tech" / "went back to school aug 2008 …"),
  // not a note of the job before.
  let heading: string | null = null;
  for (const [k, { text, line }] of told.entries()) {
    const job = jobs.at(-1);
    const promoted = PROMOTION.exec(text);
    const promotedTo = promoted ? latestStep(promoted.slice(1).find((group) => group !== undefined)!) : null;
    const points = PROMOTION_LINE.test(text) ? [] : datePointsOf(withoutDatedAsides(text));
    let first = firstDate(text) && points[0];
    // (A sentence dated only by its promotion tells more of the job above: "Since February 2016 I've been with Southern
    // Lakes Generation …" / "Started as a mechanical fitter and was made Senior Mechanical Fitter in 2021, still there.")
    if (first && job && promoted && promoted.index < first.index && STARTED_AS.test(text.slice(0, promoted.index)) && /\b(?:promoted|made|moved up|stepped up|bumped up)\b/i.test(promoted[0]) && !STORY_BREAK.test(text)) first = undefined;
    // (A line dated inside a job the headed reading found, not its own, that tells no move, tells of that job: "2014 –
    // trained on 11kV heat shrink" under "Cable Jointer – UK Power Networks Services – Mar 2011 – Aug 2015".)
    if (first && !STORY_MARK.test(text) && titled.some((e) => e.line !== line && first!.at > e.from && first!.at < e.to)) first = undefined;
    // (Nor is a bullet dated inside the job above that tells no move, no break and names no job: "• 2022 – passed my 33kV
    // jointing assessment".)
    // (Nor a break inside a job still going, which the job outlasted: "Covid killed 2020, I was laid off in March and didn't
    // strike an arc again till September" below "Since April 2015 I've been a rig welder …".)
    if (first && job?.current && first.at >= job.from && STORY_BREAK.test(text) && !START_WORDS.test(text) && !toldTitle(text, '')) first = undefined;
    // (Nor, below a job still going, a line that tells what was done in it: "2024 I commissioned the new Arnhem depot …".)
    if (first && job && first.at >= job.from && first.at < job.to && (isBullet(line) || job.current) && !STORY_MARK.test(text) && !STORY_BREAK.test(text) && !NOT_WORK.test(text) && !toldTitle(text, '')) first = undefined;
    // A line that opens by ending the job before: its next date, if any, starts this one.
    // (Not one that ends an apprenticeship and goes on: "finished my apprenticeship + passed my registration exam sept 2026
    // 🎉 im now a Registered Electrician here, same company".)
    // (Nor one that stays on: "finished my apprenticeship 2018 and stayed on as a network electrician".)
    const stayedOn = /\b(?:stayed|kept) (?:me )?on\b|\bcarried on\b/i.test(text) ? toldTitle(text.slice(first?.end ?? 0), '') : null;
    if (first && endsBefore(text, first.index) && (promotedTo || stayedOn) && job && !START_WORDS.test(text)) {
      job.title = promotedTo ?? stayedOn;
      continue;
    }
    if (first && endsBefore(text, first.index)) {
      // (Or a job told by how long it ran to its end: "pipefitter for 5 yrs till aug 2021", "offshore pipefitter, 4 yrs
      // finished oct 2015".)
      const lasted = LASTED.exec(text.slice(0, first.index));
      const before = text.slice(0, first.index);
      const lastedTitle = lasted ? toldTitle(before.replace(/\s+for\s*$/i, ''), '') : null;
      if (lasted && lastedTitle && Number(lasted[1]) <= 40) {
        jobs.push({ title: lastedTitle, employer: null, from: endOf(first) - Number(lasted[1]), to: endOf(first), current: false, open: false, countsAsWork: !PART_TIME.test(before), partTime: PART_TIME.test(before), line: text });
        continue;
      }
      const open = lastOpen();
      const next = points.find((p) => p.index > first!.index && !endsBefore(text, p.index));
      // (A year alone ends where the line's next date of that year starts: "laid off in the 2020 restructure, no work from
      // may 2020".)
      const end = !first.month && next?.month && Math.floor(next.at) === first.at ? next.at : endOf(first);
      if (open && open.from < first.at) [open.to, open.open] = [end, false];
      // (A move told after the end, undated, starts the next job then: "Left GreenAir jan 2024 and moved to Grant
      // Engineering in Birr as Heat Pump Commissioning Engineer, been there since".)
      const movedOn = !next && START_WORDS.test(text.slice(first.end)) ? toldTitle('', text.slice(first.end)) : null;
      if (movedOn) {
        jobs.push({ title: movedOn, employer: null, from: end, to: nowYears, current: STILL_THERE.test(text), open: !STILL_THERE.test(text), countsAsWork: true, partTime: PART_TIME.test(text.slice(first.end)), line: text });
        continue;
      }
      first = next;
    }
    // A promotion's own line, or a line after the job's that tells more of it: "promoted to senior linesman 2020 still there".
    if (!first) {
      if (!job) continue;
      // (Or, in a list newest first, an older job told by how long it ran, up to the start of the one above: "Clough -
      // Dogman - 2 yrs" below "Monadelphous - Intermediate Rigger - 4 yrs, finished july 2016".)
      const lasted = LASTED.exec(text);
      const lastedTitle = lasted && !/\d{4}/.test(text) ? toldTitle(text, '') : null;
      if (lastedTitle && newestFirst(jobs) && Number(lasted![1]) <= 40) {
        jobs.push({ title: lastedTitle, employer: null, from: job.from - Number(lasted![1]), to: job.from, current: false, open: false, countsAsWork: !PART_TIME.test(text), partTime: PART_TIME.test(text), line: text });
        continue;
      }
      if (promotedTo) job.title = promotedTo;
      if (STILL_THERE.test(text)) [job.current, job.open, job.to] = [true, false, nowYears];
      // (Or that it went on: "then stayed on there as A grade til march 2020".)
      const until = datePointsOf(text).findLast((p) => endsBefore(text, p.index));
      if (until && !job.current && endOf(until) > job.from) [job.to, job.open] = [endOf(until), false];
      // (A title alone on the line after the job's: "Kinloch Wind Services - June 2020, still there" / "lead scaffolder".)
      const nextStarts = told[k + 1] !== undefined && firstDate(told[k + 1]!.text) !== undefined;
      // (Or a sentence that opens the line the job's dates go on: "Substation Electrician, deployed via Golden Crest Manpower
      // Agency. Oct 2013 - Sept 2017, 2 contracts.")
      // (Its words, not the dashes between them: "SKYLINE AERIAL LINE SERVICES — Lead Aerial Inspection Technician".)
      if (nextStarts && !promotedTo && text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 8 && (!/[.!?]$/.test(text) || told[k + 1]!.line === line)) heading = text;
      else if (!job.title && !/\d/.test(text)) job.title = toldTitle(text.split(/;|\.\s/)[0]!, '');
      continue;
    }
    const start = first;
    const range = dateRange(text.slice(start.index), now);
    const ranged = range && range.start === 0 ? range : null;
    // (Not an end the line goes on from: "When the construction finished in October 2015 the O and M company asked me to stay
    // and in November 2015 they took me on as a plant attendant".)
    const until = points.findLast((p) => p.index > (ranged ? start.index + ranged.end : start.index) && p.at >= start.at && endsBefore(text, p.index, start.end) && !START_WORDS.test(text.slice(p.end)));
    const current = STILL_THERE.test(text) || Boolean(ranged?.current);
    const to = current ? nowYears : until ? endOf(until) : ranged ? ranged.to : nowYears;
    const sentence = text.split(/\.\s/)[0]!;
    const clause = sentence.split(/,|;|\s[–—]\s/)[0]!;
    const above = heading;
    heading = null;
    const title = promotedTo ?? toldTitle(text.slice(0, start.index).replace(/\s*\bsince\s*$/i, ''), text.slice(start.end + (ranged ? ranged.end - (start.end - start.index) : 0))) ?? (/\b(?<!pre-)apprenticeship\b/i.test(clause) ? 'Apprentice' : /\blabou?ring\b/i.test(sentence) && !/\bpacked in\b/i.test(sentence) ? 'Labourer' : null) ?? headingTitle(above);
    const employer = /\b(?:at|for|with|by|joined|to)\s+((?:\p{Lu}[\p{L}&'’.-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'’.-]*){0,5})/u.exec(text)?.[1] ?? above;
    // (A break is said before the dates or in the clause they open, not in a reason given after: "I was hired June 2018 as
    // PV Installer when I came home from Saudi".)
    // (Nor one before the words that start this job: "came home and got taken on by ESB Networks in march 2017".)
    // (Nor one before dates a start follows: "came home jan 2020 and started with SSEN as a senior linesman".)
    const before = START_WORDS.test(text.slice(start.end, start.end + 30)) ? '' : text.slice(0, start.index).split(START_WORDS).at(-1)!;
    // (Nor the end it tells of: "started as a floorhand on a workover rig feb 2013, got laid off march 2015".)
    const after = sentence.slice(start.end).split(/\s(?:when|after|because|as soon as)\s|\b(?:got laid off|laid off|let go|made redundant)\b/i)[0]!.split(START_WORDS)[0]!.trim().split(/\s+/).slice(0, 12).join(' ');
    const said = `${before} ${after}`;
    const notWork = NOT_WORK.test(clause) || STORY_BREAK.test(said) || STUDENT_JOB.test(text) || (!title && (STORY_STUDY.test(sentence) || NOT_WORK.test(sentence) || STORY_BREAK.test(sentence)));
    // (An open start that says how long it ran ends then: "did 18 mths on the tools with Energy Connect QLD … from jan 2017".)
    const lasted = !current && !ranged && !until ? /\b(?:did|for|spent)\s+(?:about\s+|around\s+|approx\.?\s+)?(\d{1,2})\s*(yrs?|years?|mths?|months?)\b/i.exec(sentence) : null;
    const lastedTo = lasted ? start.at + Number(lasted[1]) / (/^m/i.test(lasted[2]!) ? 12 : 1) : null;
    jobs.push({ title, employer, from: start.at, to: lastedTo !== null && lastedTo <= nowYears ? lastedTo : to, current, open: !current && !ranged && !until && lastedTo === null, countsAsWork: PAID_TRAINING.test(clause) || !notWork, partTime: PART_TIME.test(clause), line: text });
  }
  // A job that only says when it started ran until the next one started, or goes on.
  for (const job of jobs.filter((j) => j.open)) {
    // (Not at a side job's: "weekends 2021-2022 helping a mates solar business" beside the job.)
    const next = Math.min(...jobs.filter((j) => j.from > job.from && !j.partTime).map((j) => j.from));
    if (Number.isFinite(next)) job.to = next;
    else [job.to, job.current] = [nowYears, job.from <= nowYears];
  }
  // Of a CV that tells its jobs in sentences, the story is the reading, unless the headed one finds more titled jobs.
  // (As many: the headed reading of such a CV reads fewer dates, "… from nov 21 til I moved over", and titles cut from
  // sentences, "crane operator on the lattice boom cranes" where a PDF wrapped the promotion after it.)
  const story = jobs.map(({ open: _open, ...entry }) => entry);
  return story.filter((e) => e.title && e.countsAsWork).length >= titled.length ? story : null;
}

/** The current position, years of experience and jobs of a CV, from the structure of its experience section. */
/** The title a profile sentence gives the person at an employer: "… I have been a Senior Service Engineer with Foyleside …". */
function titleFromProfile(lines: SectionedLine[], employer: string): string | null {
  const firm = employer.split(/\s+/).slice(0, 2).join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // (Said of now: "I have been", "I am", "currently", not "I spent eight years as".)
  const pattern = new RegExp(`\\b(?:I\\s+have\\s+been|I['’]ve\\s+been|I\\s+am|I['’]m|currently|now)\\s+(?:working\\s+)?(?:as\\s+)?(?:an?|the)\\s+((?:\\p{Lu}[\\p{L}&/-]*\\s+){0,5}\\p{Lu}[\\p{L}&/-]*)\\s+(?:with|at|for)\\s+${firm}`, 'u');
  for (const line of lines) {
    if (line.section !== 'summary' && line.section !== 'header') continue;
    const title = pattern.exec(line.text)?.[1];
    if (title && TITLE_WORD_AT_END.test(title)) return title;
  }
  return null;
}

/**
 * A line of dates alone with no title, whose line below tells a break: "2017-11 – 2019-05" / "Moved to UK. Not working,
 * english course and Level 2 Plumbing at City of Westminster College".
 */
function withBreakBelow(e: ExperienceEntry, lines: SectionedLine[], now: Date): ExperienceEntry {
  if (e.title !== null || !e.countsAsWork || !datesAlone(e.line, now)) return e;
  const below = lines[lines.findIndex((l) => l.text === e.line) + 1]?.text ?? '';
  return NOT_WORK.test(below) || STORY_BREAK.test(below) ? { ...e, countsAsWork: false } : e;
}

/**
 * A current job whose own lines say it started as one title and became another: the title it became. "Jul 2022 - to
 * date: Kilifi 40MW Solar Park. Joined as Senior O&M Technician, promoted to O&M Site Supervisor in March 2025", "04.2018 -
 * now  Thames Heat Networks Ltd - start as commissioning engineer … From 2024 I am Senior Heat Network Engineer", "Rigger
 * on hook-up and decom campaigns, then Lead Rigger from 2020. Since 08/2025 I am Rigging Supervisor" below the dates. (Not
 * a promotion in a bullet below a heading, which names the title now; nor one that names less of it, "Overhead Line
 * Supervisor … joined as Senior Lineman, supervisor since Apr 2023".)
 */
function withTitleBecome(e: ExperienceEntry, lines: SectionedLine[], now: Date): ExperienceEntry {
  if (!e.current) return e;
  // The line that holds the title: the dates' own, or one below it, up to the next dates, that tells the job in sentences.
  const at = lines.findIndex((l) => l.text === e.line);
  // (Without a title, the first of them that tells a promotion: "03/2017 - present   Wood - North Sea" / "Rigger on hook-up
  // …, then Lead Rigger from 2020. Since 08/2025 I am Rigging Supervisor".)
  const below = lines.slice(at + 1, at + 9);
  // (The next job's line opens with its dates; a promotion's dates stand inside its sentence.)
  const next = below.findIndex((l) => dateRange(l.text.trim(), now)?.start === 0);
  const told = [e.line, ...(next < 0 ? below : below.slice(0, next)).filter((l) => !isBullet(l.text)).map((l) => l.text)]
    .find((text) => (e.title === null ? PROMOTION.test(text) : text.includes(e.title)));
  if (!told || (e.title !== null && told.length <= e.title.length + 20)) return e;
  const after = e.title === null ? told : told.slice(told.indexOf(e.title) + e.title.length);
  const from = STARTED_AS.test(told) ? told.slice(STARTED_AS.exec(told)!.index) : after;
  const promoted = PROMOTION.exec(from);
  const phrase = promoted?.slice(1).find((group) => group !== undefined);
  // (Without "joined as", a step is dated, in it or just before it: "… made Powerline Foreman jan 2024", "In the 2023 I was
  // promoted to Shift Supervisor"; not "made improvements".)
  if (!phrase || (!STARTED_AS.test(told) && !/\b(?:19|20)\d{2}\b/.test(from.slice(Math.max(0, promoted!.index - 30), promoted!.index + promoted![0].length)))) return e;
  const title = latestStep(phrase);
  return title && !(e.title && e.title.toLowerCase().endsWith(title.toLowerCase())) ? { ...e, title } : e;
}
const STARTED_AS = /\b(?:joined|start(?:ed)?|came in|hired(?: on)?|taken on)\s+as\b/i;

// Paid work beside a job, its hours rarely said: a retained or on-call firefighter's post is not the position beside a job
// (its years count as work): "Retained Firefighter", "Crew Commander (On-Call), North Yorkshire Fire & Rescue".
const sideline = (e: ExperienceEntry) => {
  const text = `${e.title ?? ''} ${e.employer ?? ''} ${e.line}`;
  return /\b(?:retained|on[- ]call)\b/i.test(text) && /\bfire ?fighter|\bfire (?:and|&) rescue|\bfire (?:service|brigade|station)/i.test(text);
};

/** Of part-time jobs held at once, the one that takes most of the week where each says its share ("3 days a week" over "2 days a week"), else the first. */
function mostOfTheWeek(jobs: ExperienceEntry[]): ExperienceEntry | undefined {
  if (jobs.length < 2 || jobs.some((e) => e.weekShare === undefined)) return jobs[0];
  return jobs.reduce((most, e) => (e.weekShare! > most.weekShare! ? e : most));
}

export function profileFacts(sectioned: SectionedLine[], now = new Date()): ProfileFacts {
  const lines = withJobsApart(withoutEmojiBeforeJobs(sectioned, now), now);
  const read = experienceEntries(lines, now);
  const headed = storyEntries(lines, read, now) ?? read;
  // A current job headed under a heading no list knows ("Career Highlights" above the past roles' "Previous roles"):
  // a line outside the experience section that names a title, an employer and dates up to now.
  if (lines.some((l) => l.section === 'experience') && !headed.some((e) => e.current)) {
    const elsewhere = lines.filter((l) => l.section === 'summary' || l.section === 'other' || l.section === 'projects').map((l) => ({ ...l, section: 'experience' as const }));
    headed.unshift(...experienceEntries(elsewhere, now).filter((e) => e.current && e.title && e.employer && e.line.split(/\s+/).length <= 12 && !endsSentence(e.line)));
  }
  const events = headed.length ? [] : eventEntries(lines, now);
  const entries = stepsClosed((headed.length ? headed : events.length ? events : proseEntries(lines, now)).map((e) => withTitleBecome(withBreakBelow(e, lines, now), lines, now)));
  const total = workedYears(entries);
  const claimed = Math.max(0, ...lines.filter((l) => l.section === 'summary' || l.section === 'header').map((l) => Number(l.text.match(CLAIMED_YEARS)?.[1] ?? 0)));
  // Floating-point sums of months must not lose a whole year at the boundary.
  const yearsOfExperience = Math.max(0, Math.floor((total || claimed) + 1e-6));
  const current = entries.filter((e) => e.current);
  // The current full-time job; else any current job; else, when nothing current is work (a career break, a course),
  // the latest job; else whatever current entry names a title; else, with nothing current, the latest entry. (A current
  // job whose title the parser missed leaves it to the headline below, not to the job before.)
  const latestWork = current.some((e) => e.countsAsWork) ? undefined : [...entries].filter((e) => e.countsAsWork).sort((a, b) => b.to - a.to).find((e) => e.title);
  // (A sideline beside a job only where there is no other: a retained firefighter's post.)
  const job = (jobs: ExperienceEntry[]) => jobs.find((e) => e.countsAsWork && !e.partTime && e.title) ?? mostOfTheWeek(jobs.filter((e) => e.countsAsWork && e.title));
  const entry =
    job(current.filter((e) => !sideline(e))) ??
    job(current) ??
    latestWork ??
    current.find((e) => e.title) ??
    (current.length === 0 ? [...entries].sort((a, b) => b.to - a.to).find((e) => e.title) : undefined);
  let currentPosition = entry?.title ?? null;
  if (!currentPosition && entries.length === 0) {
    // An experience section without dates: its first heading that names a job is the latest.
    for (const l of lines) {
      if (l.section !== 'experience' || isBullet(l.text) || l.text.split(/\s+/).length > 12 || endsSentence(l.text)) continue;
      currentPosition = titleAndEmployer(l.text).title;
      if (currentPosition) break;
    }
  }
  // A current job with no title of its own, whose title the profile gives with its employer: "For the last seven years
  // I have been a Senior Service Engineer with Foyleside Heating & Gas".
  const untitled = current.find((e) => e.countsAsWork && !e.partTime && !e.title && e.employer);
  if (!currentPosition && untitled) currentPosition = titleFromProfile(lines, untitled.employer!);
  if (!currentPosition) {
    const headline = lines.filter((l) => l.section === 'header')[1];
    currentPosition = headline && headline.text.length <= 80 && !/@|\d{3}/.test(headline.text) ? clean(headline.text.split(/\s[|·•–—-]\s|\s*\|\s*/)[0]!) : null;
  }
  // (Of steps told in one title, the last: "trainee jointer then lv jointer then hv jointer".)
  return { entries, currentPosition: currentPosition && currentPosition.replace(SAID_NOW, '').split(/\s+then\s+/).at(-1)!, yearsOfExperience };
}

// A title told in a sentence, its telling before it: "Right now I'm a Control Technician (C&I) at Lakeshore …".
const SAID_NOW = /^(?:(?:right now|currently|at present|at the moment|these days|now),?\s+)?(?:i['’]?m|i am|i['’]?ve been|i have been|i work as|working as)\s+(?:an?\s+|the\s+)?(?=\p{L})/iu;
