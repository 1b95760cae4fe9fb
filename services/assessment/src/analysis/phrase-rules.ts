import { BEGINNER_LANGUAGE_LEVEL } from './proficiency.js';

/**
 * How energy-sector CVs describe a skill in their own words, mapped to the taxonomy concept (by its
 * preferred label). These complement label matching where the CV's wording and the taxonomy's
 * differ entirely ("megger tests" is testing electrical equipment). Curated, not learned.
 */
export const PHRASE_RULES: [RegExp, string][] = [
  [/\b(fall protection|work(?:ing)? at heights?|climb(?:ed|ing|s)? (?:turbines?|towers?|daily|poles?|pylons?|masts?|ladders?)|rope access|harness)\b/i, 'follow safety procedures when working at heights'],
  [/\b(single[- ]line diagrams?|SLDs?|schematics?|wiring diagrams?|electrical drawings?|plan sets?)\b/i, 'interpret electrical diagrams'],
  [/\b(megger|insulation (?:resistance|tests?|testing)|continuity tests?|earth loop impedance|polarity|IV[- ]curve|Voc\/Isc|(?:relay|secondary|primary) injection tests?|(?:relay|breaker|transformer|cable|protection) testing|test(?:ed|ing)? (?:the )?(?:protective |protection )?relays|commissioning tests?|functional tests?)\b/i, 'test electrical equipment'],
  [/\b(NEC(?: \d{3})?|BS ?7671|IEC ?60364|NFPA ?70E)\b/, 'comply with electrical safety regulations'],
  [/\b(electrical code|wiring regulations|arc[- ]flash (?:PPE|training|boundar(?:y|ies)))\b/i, 'comply with electrical safety regulations'],
  [/\b((?:circuit )?breakers?|MCBs?|RCBOs?|RCDs?)\b/i, 'install circuit breakers'],
  // A team of N is led only when the line says so ("Lead technician for a team of 3", not "team project (team of 5)").
  // (And one's own gang, or a number of trades led: "run my own jointing gang", "I lead 2 fitters during commissioning".)
  [/\b(?:run(?:s|ning)?|ran) (?:a |the |my )?(?:crew|gang|squad|shift|team) of (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\brun(?:s|ning)? (?:my|our|the) own (?:\w+ )?(?:gang|crew|team)\b|\blead(?:s|ing)? (?:a |the )?(?:\d+|two|three|four|five|six) (?:\w+ )?(?:fitters|electricians|technicians|techs|operators|installers|engineers|linesmen|riggers|welders|jointers)\b/i, 'lead a team'],
  [/\b(?:lead|led|leading|manag\w*|supervis\w*|in charge of|head(?:ed|ing)?|command\w*)\b.{0,40}\b(?:crew|team|section|squad|platoon|shift|gang) of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty)|\b(?:lead|led|leading|manag\w*|supervis\w*|head(?:ed|ing)?) (?:a |the )?\d+-(?:person|man|strong) (?:crew|team)\b|\blead (?:a |the )?(?:crew|team)\b|\bled (?:a |the )?(?:crew|team)|\bteam lead(?:er|ership)?\b|\bleadership of (?:a |the )?(?:\w+ )?(?:crew|team)s?\b|\bsupervis(?:ed|ing) (?:a )?(?:crew|team)/i, 'lead a team'],
  // Finding a fault in any words: "find the fault", "traced faults", "locating cable faults".
  [/\b(fault[- ]?find(?:ing)?|troubleshoot(?:ing|ed|s)?|troubleshot|(?:diagnos|find|found|locat|trac|isolat)\w* (?:(?:the|a|any) )?(?:\w+ )?faults?)\b/i, 'troubleshoot'],
  [/\b(first aid|CPR)\b/i, 'provide first aid'],
  // Hand-held measuring instruments by name.
  [/\b(multimeters?|multi-meters?|clamp meters?|insulation testers?|oscilloscopes?|power quality analy[sz]ers?)\b/i, 'use measurement instruments'],
  // SCADA is one O*NET technology; spelling it out instead would also read "data acquisition systems" and
  // "control system software" into every SCADA line.
  [/\bSCADA\b/, 'Supervisory control and data acquisition SCADA software'],
  [/\b(AutoCAD)\b/, 'create AutoCAD drawings'],
  [/\b(Excel|spreadsheets?)\b/, 'use spreadsheets software'],
  [/\b(MATLAB|Simulink)\b/, 'MATLAB'],
  [/\b(Python)\b/, 'Python (computer programming)'],
  [/\b(PRINCE2)\b/i, 'Prince2 project management'],
  [/\b(root[- ]cause (?:analys[ie]s|investigations?|reports?))\b/i, 'root cause analysis'],
  [/\b(work orders?|maintenance records?|CMMS|SAP PM|Maximo)\b/i, 'maintain records of maintenance interventions'],
  [/\b(driving licen[cs]e|driver'?s licen[cs]e|CDL|clean licen[cs]e|(?:car|truck|van|HGV|LGV|drivin'?) licen[cs]e)\b/i, 'drive vehicles'],
  // A licence by its class, as the class is written (case kept: "a licence" is no class): "C class licence", "Full B + C
  // truck licence", "Class 2 licence".
  [/\b((?:(?<=\b(?:[Ff]ull|[Cc]lean|[Cc]lass|[Cc]at(?:egory)?|[Tt]ruck|[Dd]riving|[Dd]rivers?|UK)\s)[A-E]\d?|[A-E]\d? class|[A-E]\d? ?\+ ?[A-E]\d?(?: truck)?|[Cc]lass \d) licen[cs]e)\b/, 'drive vehicles'],
  [/\b(full (?:(?:uk|irish|clean|manual) (?:driving |drivers? )?|(?:driving|drivers?) )licen[cs]e)\b/i, 'drive vehicles'],
  // A heavy vehicle's licence by its class: "HR truck licence", "HGV", "CDL Class A".
  [/\b((?:HR|HC|MC) (?:truck )?licen[cs]e|HGV|LGV|CDL(?: Class [AB])?|C\+E licen[cs]e)\b/, 'manoeuvre heavy trucks'],
  [/\b(feasibility stud(?:y|ies))\b/i, 'execute feasibility study'],
  [/\b(RFQs?|requests? for quotation|tender(?:s|ing)? (?:documents|responses))\b/i, 'answer requests for quotation'],
  [/\b(risk assessments?|HAZOPs?|HAZIDs?|FMEA)\b/i, 'perform risk analysis'],
  // Not working within someone's budget ("within the maintenance budget").
  [/\b(?<!\b(?:with)?in (?:the |a |our |its |their )?(?:[\w-]+ )?|under (?:the )?|over (?:the )?)(budget(?:s|ing)?)\b/i, 'manage budgets'],
  [/\b(load[- ]flow|short[- ]circuit (?:studies|analysis)|power system stud(?:y|ies)|ETAP|PowerFactory|PSS\/?E)\b/i, 'model electrical system'],
  [/\b(test reports?|report(?:ed|ing)? (?:the )?(?:test )?results|commissioning reports?)\b/i, 'report test findings'],
  // Grid and plant operation: answering an outage or a trip is responding to a power contingency.
  [/\b(respond(?:ed|ing)? to (?:\w+ )?(?:outages?|trips|power cuts|grid disturbances|faults)|outage response|restor(?:ed|ing|e) (?:the )?(?:power|supply|supplies|network|lines)|storm restoration)\b/i, 'respond to electrical power contingencies'],
  // Isolating plant before work (LOTO alone is a procedure the lexicon expands, not evidence of this skill).
  [/\b(safety isolations?|isolations? and earthing|switching and isolations?|isolat(?:e|ed|es|ing) and earth(?:ed|s|ing)?|earth(?:ed|s)? and test(?:ed|s)? before|switching (?:\+|and|&) LOTO|LOTO (?:\+|and|&) switching)\b/i, 'ensure safety in electrical power operations'],
  // GWO Basic Safety Training modules as certificates name them.
  [/\b(sea survival)\b/i, 'survive at sea in the event of ship abandonment'],
  [/\b((?:on time and )?(?:with)?in budget|under budget)\b/i, 'finish project within budget'],
  [/\b(commissioning|commissioned)\b/i, 'project commissioning'],
  [/\b(PPE|protective (?:gear|equipment))\b/, 'wear appropriate protective gear'],
  [/\b(mentor(?:ed|ing)?)\b/i, 'mentor individuals'],

  // What people do with people and reports, in the words CVs use for them (the taxonomy's labels rarely appear).
  // The verb, not the bus: "coached three operators", "coach and assess trainee engineers".
  [/\b(coach(?:ed|es|ing)\b|coach (?:and \w+ )?(?:\w+ ){0,2}(?:new|junior|trainee|apprentices?|graduates?|team|staff|operators|engineers|technicians|colleagues)\b)/i, 'coach employees'],
  // "supervised the 4 plant operators", "supervise two GIS technicians", "supervised 2 service teams".
  [/\b(look(?:s|ed|ing)? after (?:the |my |our )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:[\w-]+ )?(?:crews|installers|sparkies|electricians|fitters|engineers|technicians|techs|operators|teams)\b|supervis(?:e|ed|es|ing) (?:the |a |my )?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|new|junior) )?(?:[\w-]+ ){0,2}(?:apprentices|trainees|contractors|subcontractors?|sub-contractors|electricians|technicians|fitters|operatives|operators|workers|crews?|installers|labourers|staff|engineers|teams))\b/i, 'supervise work'],
  // "trained 4 apprentices", "train and sign off new field operators", "trained both of them", "delivered working at
  // heights training to the crews".
  [/\b(train(?:ed|s|ing)? (?:and (?:qualified|assessed|mentored|sign(?:ed)? off|assess) )?(?:the |my |our |every |each |(?:\d+|two|three|four|five|six|seven|eight|nine|ten|all|both) )?(?:(?:new|junior|trainee|graduate|field|shift|site|control room|sales) )?(?:[\w-]+ )?(?:new starters|starters|staff|employees|operators|colleagues|apprentices|graduates|trainees|crews?|technicians|techs|operatives|engineers|installers|analysts|consultants|caretakers|teams?|authorised persons|(?<=new )(?:guys|lads|hires?|recruits|fitters|sparkies|electricians))|train(?:ed|s|ing)? (?:both|all|each) of them|(?:deliver(?:ed|s|ing)?|ran|run(?:s|ning)?|gave|give|provid(?:e|ed|es|ing)) (?:[\w-]+ ){0,6}training (?:to|for) (?:the |our |new |site )?(?:crews?|staff|teams?|employees|operators|technicians|engineers|new starters|installers|workforce))\b/i, 'train employees'],
  // An apprentice or new starter trained, taught or shown the work: "Training the apprentice through his SOLAS phases",
  // "train up the apprentice jointers", "show the new trainee operators there rounds", "taught three of them to weld".
  [/\b((?:train(?:s|ed|ing)?(?: up)?|teach(?:es|ing)?|taught|show(?:s|ed|ing)?) (?:the |our |my |an? )?(?:(?:new |trainee )+(?:apprentices?|trainees|starters?|hires?|pilots|operators|techs|guys|lads|fitters)|apprentices?|trainees)\b|taught (?:\w+ )?of them to|teaching (?:him|her|them) the)/i, 'train employees'],
  // Apprentices looked after and shown the work: "look after the 2 apprentices on the crew, showing them the climbing".
  [/\b((?:look(?:s|ed|ing)? after|mentor(?:s|ed|ing)?) (?:the |my |our )?(?:\d+ |two |three |four |five |six )?apprentices?\b[^.;]{0,40}\b(?:show(?:s|ed|ing)?|teach(?:es|ing)?|taught) (?:them|him|her))/i, 'train employees'],
  [/\b(hir(?:e|ed|es|ing)(?:, \w+)? (?:and \w+ )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|(?:interview(?:ed|s|ing)?|recruit(?:ed|s|ing)?) and hir(?:e|ed|ing)|recruit(?:ed|s|ing)? (?:and (?:trained|onboarded) )?(?:the |our )?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|new) )?(?:[\w-]+ )?(?:starters|staff|employees|engineers|technicians|operators|apprentices|graduates|team members|installers))\b/i, 'recruit employees'],
  [/\b((?:wr(?:i|o)te|writ(?:e|es|ing|ten)|prepar(?:e|ed|es|ing)|author(?:ed|ing)?|produc(?:e|ed|es|ing)) (?:the |a |all |each |detailed )?(?:\w+ )?(?:technical|engineering|inspection|repair|audit|survey|design|condition|failure|investigation|incident|safety|commissioning|test|root cause|feasibility|yield|study) reports?|write (?:up )?the (?:\w+ )?analysis)\b/i, 'write technical reports'],
  [/\b(present(?:ed|ing|s)? (?:the |my |our |their |them |it )?(?:\w+ ){0,3}(?:findings|results|reports?|recommendations|business cases?|statistics|proposals?)|report(?:ed|ing)? (?:them|it|the results|the findings|findings) to (?:the )?(?:board|management|client|project board|senior management|investors|regulator)|present(?:ed|ing|s)? (?:[\w,-]+ ){1,6}to the (?:[\w-]+ ){0,2}(?:board|committee|directors|executives?|client|manager|investors))\b/i, 'present reports'],
  // Reporting up the line: "report KPIs to the country director every month", "wrote the monthly progress reports".
  [/\b(report(?:ed|s|ing)? (?!(?:directly|straight|in|into|up|back) )(?:[\w,/()-]+ ){1,8}?to the (?:[\w-]+ ){0,2}(?:board|directors?|client|owner|manager|head of [\w-]+)|(?:weekly|monthly|quarterly) (?:(?:progress|site|status|board|management|performance|KPI) )?reports?)\b/i, 'write work-related reports'],
  // Toolbox talks and briefings are how a site communicates its safety measures.
  [/\b(toolbox talks?|safety (?:briefings?|inductions?|stand-?downs?)|site inductions?|pre-(?:job|start|shift|task) (?:safety )?(?:meetings?|briefings?|talks?))\b/i, 'communicate health and safety measures'],
  [/\b(log ?books?|shift logs?|operating logs?|plant logs?)\b/i, 'maintain logbooks'],
  // Thermal imaging by its tools: "Infrared (FLIR) and corona camera runs", "do IR scans of the modules", "fly the thermal drone".
  [/\b(FLIR|thermal (?:imaging|camera|drone|scans?|survey)|IR scans?|infrared (?:scans?|cameras?|imaging|surveys?)|thermograph(?:y|ic))\b/i, 'create infrared imagery'],
  // Pipework pressure-tested section by section, and flushed and filled before handover.
  [/\b(pressure test(?:s|ed|ing|in)? (?:of )?(?:each|every|the|all) (?:section|pipe|line|system|run)s?)\b/i, 'test pipeline infrastructure operations'],
  [/\b(flush(?:ing|in|ed)? and fill(?:ing|in|ed)? (?:of )?(?:the |a )?(?:system|network|pipework|pipes|pipelines?|lines?|mains|circuits?))\b/i, 'clear pipelines'],
  // Failed parts changed as trades say it: "swap out IGBT stacks, fans, fuses", "replace failed battery modules".
  [/\b(swap(?:s|ped|ping)? out|chang(?:e|es|ed|ing) out (?:the |failed |faulty )?(?:parts|components|modules|boards|cards|fuses|contactors|bearings)|replac(?:e|es|ed|ing) (?:the |any )?(?:failed|faulty|defective|broken|damaged|blown|dud) \w+)\b/i, 'replace defect components'],
  // A rota is shifts scheduled: "doing the rota for the out of hours callouts", "do the weekly rota and holiday cover".
  [/\b((?:do|does|did|doing|done|run|runs|ran|running|write|writes|wrote|writing|plan|plans|planned|planning|set|sets|setting|manage|manages|managed|managing) (?:the |our |my )?(?:weekly |monthly |shift |on[- ]call |standby |call[- ]?out |duty )?rotas?)\b/i, 'schedule shifts'],
  // Maintenance of switchgear, transformers and motors is of electrical equipment: "planned maintenance on the
  // switchgear", "Maintenance and repair of 6.6 kV / 415 V switchgear, motors and the main power generators".
  [/\b(maint(?:ain|ains|ained|aining|enance)\b(?: and (?:repair|testing))? (?:on|of) (?!(?:the )?(?:records?|logs?|documentation|paperwork|reports?)\b)(?:the |all )?(?:[\w./-]+ ){0,6}(?:switchgear|switchboards|transformers|motors|circuit breakers|MCCs|motor control centres))\b/i, 'maintain electrical equipment'],
  [/\b(site diar(?:y|ies)|daily (?:site )?reports|progress records|as-built records)\b/i, 'keep records of work progress'],
  [/\b(customer (?:service|queries|enquiries|complaints|handovers?)|(?:deal(?:t|s|ing)?|liais(?:e|ed|ing)) with (?:the )?customers|show(?:ed|s|ing)? (?:the )?(?:customers?|homeowners?|clients?) how|explain(?:ed|s|ing)? (?:\w+ ){0,6}to (?:the )?(?:customers?|homeowners?|clients?))\b/i, 'communicate with customers'],
  [/\b((?:load|demand|price|generation|PV|wind|heat demand) forecast(?:s|ing)?|forecast(?:ing)? models?|time[- ]series forecast(?:s|ing)?)\b/i, 'carry out statistical forecasts'],
  [/\b(cable sizing|siz(?:e|ed|ing) (?:\w+ )?cables?|voltage drop|fault levels?|short[- ]circuit calculations?|load calculations?|ampacity|discrimination (?:studies|checks?)|earthing calculations?)\b/i, 'make electrical calculations'],
  [/\b((?:wr(?:i|o)te|writ(?:e|es|ing|ten)|prepar(?:e|ed|es|ing)|produc(?:e|ed|es|ing)|draft(?:ed|s|ing)?) (?:the )?(?:\w+ ){0,2}(?:specifications?|specs))\b/i, 'write specifications'],
  [/\b((?:technical )?specifications? for (?:procurement|tenders?)|tender (?:packages|specifications))\b/i, 'draft procurement technical specifications'],
  // Not bare "GIS": in a substation that is gas-insulated switchgear.
  [/\b(QGIS|ArcGIS|ESRI|GIS (?:mapping|data|software|analysis|tools?|records|layers?)|(?:in|with|using) (?:the )?GIS)\b/, 'geographic information systems'],
  [/\b((?:negotiat\w+|agree\w*) (?:\w+ ){0,6}(?:wayleaves?|easements?|land leases?|leases with landowners|landowners?|land access))\b/i, 'negotiate with property owners'],
  [/\b((?:manag|negotiat|administ)\w+ (?:the )?(?:[\w&/-]+ ){0,4}contracts?)\b/i, 'manage contracts'],
  [/\b((?:project|construction|integrated|outage) (?:schedules?|programmes?)|Primavera(?: P6)?)\b/i, 'develop project schedule'],

  // Battery management and other embedded work, which CVs name by the chip, the OS or "firmware" rather than a label.
  // The firmware is the verb's object: not "our own firmware" (own as an adjective), nor "the test rig for firmware".
  [/\b(firmware (?:development|developer|engineer(?:ing)?)|(?:wr(?:i|o)te|writ(?:e|es|ing|ten)|develop(?:ed|s|ing)?|cod(?:e|ed|es|ing)|program(?:med|s|ming)?|(?<!\b(?:our|my|its|their|his|her|your) )own(?:ed|s)?) (?:and (?:test(?:ed|s)?|debug(?:ged|s)?|maintain(?:ed|s)?) )?(?:the |our |its |their )?(?:(?!(?:for|of|on|with|to|from|by|in|at)\b)[\w-]+ ){0,3}firmware)\b/i, 'program firmware'],
  [/\bembedded (?:systems?|software|Linux|engineer(?:ing)?|controllers?|firmware)\b|\bembedded C(?:\+\+)?(?![\w+])|\bmicrocontrollers?\b|\b(?:Free)?RTOS\b/i, 'embedded systems'],

  // Certificates and licences the sector asks for, by the skills they certify. A CV names the card, not the skill.
  [/\b(GWO(?: BST| Basic Safety)?|Global Wind Organi[sz]ation)\b/, 'follow safety procedures when working at heights'],
  [/\b(GWO(?: BST| Basic Safety)?|Global Wind Organi[sz]ation|First Aid at Work|FAW|EFAW)\b/, 'provide first aid'],
  [/\b(IPAF|MEWPs?|EWPs?|elevating work platforms?|cherry[- ]pickers?|bucket trucks?|boom lifts?|scissor lifts?|aerial (?:work )?platforms?)\b/i, 'operate aerial work platforms'],
  [/\b(BOSIET|FOET|HUET|T-BOSIET|CA-EBS)\b/, 'survive at sea in the event of ship abandonment'],
  [/\b(NEBOSH|IOSH|ISO ?45001|OHSAS ?18001)\b/, 'health and safety in the workplace'],
  [/\b(OSHA[- ]?(?:10|30)(?:[- ]hour)? Construction|CSCS|SSSTS|SMSTS|CDM ?2015|white card|construction induction card)\b/i, 'follow health and safety procedures in construction'],
  // OSHA's general industry course, named without its construction one.
  [/\b(OSHA[- ]?(?:10|30)(?:[- ]hour)?)\b(?![- ](?:hour |hr )?\(?construction)/i, 'health and safety in the workplace'],
  [/\b(1[78]th (?:Edition|Ed\b)|BS ?7671 ?(?:certified|qualified)?|ECS (?:gold )?card|AS\/NZS ?3000|wiring rules)/i, 'comply with electrical safety regulations'],
  [/\b((?:Senior )?Authori[sz]ed Person(?: \(?(?:HV|high voltage)\)?)?|(?:HV|high[- ]voltage) (?:switching|authori[sz]ation)|switching operator|safety rules|work protection code)\b/i, 'electrical power safety regulations'],
  // Jointing power cables is splicing them ("LV/HV cable jointing", "jointed 11 kV cables").
  [/\b(cable[- ]joint(?:s|ing|ers?)?|joint(?:ed|ing)? (?:[\w/-]+ ){0,3}cables?|splic(?:e|ed|es|ing) (?:[\w/-]+ ){0,3}cables?|cable splic(?:es|ing|ers?))\b/i, 'splice cable'],
  [/\b(HGV|LGV|C\+E|CDL(?:[- ]A| Class A)?|Class 1 licen[cs]e|heavy goods)\b/, 'manoeuvre heavy trucks'],
  [/\b(fork[- ]?lift|counterbalance truck|reach truck)\b/i, 'operate forklift'],
  [/\b(F-?Gas|refrigerants?|R32|R410A|R290|R744)\b/i, 'refrigerants'],
  [/\b(thermograph(?:y|ic)|infra-?red (?:camera|survey|inspection)s?|IR (?:camera|survey)s?)\b/i, 'create infrared imagery'],
  [/\b(drones?|UAVs?|UAS|unmanned aerial)\b/i, 'unmanned air systems'],
  [/\b(NABCEP|(?:PV|photovoltaic|solar)(?: panel| module| system)? install(?:ation|er|ers|ing|s)?|install(?:ed|ing|s)? (?:\w+ ){0,3}(?:solar panels|PV modules|PV systems|photovoltaic))\b/i, 'install photovoltaic systems'],
  [/\b(racking|mounting (?:systems?|structures?|rails?)|mount(?:ed|ing|s)? (?:\w+ )?(?:PV|solar) (?:modules|panels))\b/i, 'solar panel mounting systems'],
];

/** Language names are skills only on a languages line ("English (native), Spanish (B2)"). */
export const LANGUAGES = [
  'English', 'Spanish', 'French', 'German', 'Dutch', 'Swedish', 'Norwegian', 'Danish', 'Portuguese', 'Italian', 'Polish',
  'Arabic', 'Mandarin', 'Hindi', 'Japanese', 'Russian', 'Chinese', 'Korean', 'Turkish', 'Greek', 'Finnish', 'Czech',
  'Romanian', 'Hungarian', 'Ukrainian', 'Bulgarian', 'Croatian', 'Serbian', 'Slovak', 'Lithuanian', 'Latvian', 'Estonian',
  'Welsh', 'Hebrew', 'Persian', 'Urdu', 'Bengali', 'Punjabi', 'Tamil', 'Malay', 'Indonesian', 'Vietnamese', 'Catalan',
  'Irish', 'Icelandic', 'Slovenian', 'Albanian', 'Macedonian', 'Maltese', 'Basque', 'Galician', 'Telugu', 'Gujarati',
  'Marathi', 'Kazakh', 'Azerbaijani', 'Georgian', 'Armenian', 'Belarusian', 'Bosnian', 'Kurdish',
];
const LANGUAGE_NAME = new RegExp(`\\b(?:${LANGUAGES.join('|')})\\b`);
export const LANGUAGE_LINE = /\b(languages?|native|fluent|mother tongue|bilingual|(?:[ABC][12]))\b/i;

/** A language named at a beginner's level in this list item ("French (basic)", "basic Polish", "Spanish – A2"). */
export const atBeginnerLevel = (item: string) => LANGUAGE_NAME.test(item) && BEGINNER_LANGUAGE_LEVEL.test(item);

// An action said as a noun before what it acts on ("Supervision of site technicians", "Preparation of monthly
// reports"), a CV's usual way in many countries, in the past tense the curated phrases read ("Supervised site
// technicians"). The phrase index needs none of this: it compares stems, and Porter gives both forms one.
const ACTION_NOUNS: Record<string, string> = {
  supervision: 'supervised', management: 'managed', preparation: 'prepared', development: 'developed',
  installation: 'installed', maintenance: 'maintained', inspection: 'inspected', delivery: 'delivered',
  coordination: 'coordinated', training: 'trained', recruitment: 'recruited', recruiting: 'recruited', hiring: 'hired',
  presentation: 'presented', review: 'reviewed', planning: 'planned', design: 'designed', testing: 'tested',
  commissioning: 'commissioned', operation: 'operated', monitoring: 'monitored', analysis: 'analysed', writing: 'wrote',
  drafting: 'drafted', negotiation: 'negotiated', procurement: 'procured', implementation: 'implemented',
  creation: 'created', evaluation: 'evaluated', assessment: 'assessed', investigation: 'investigated',
  mentoring: 'mentored', coaching: 'coached', leadership: 'led', organisation: 'organised', organization: 'organized',
  scheduling: 'scheduled', repair: 'repaired', replacement: 'replaced', calibration: 'calibrated',
  construction: 'constructed', production: 'produced', reporting: 'reported', auditing: 'audited', delivering: 'delivered',
};
const ACTION_NOUN_OF = new RegExp(`\\b(${Object.keys(ACTION_NOUNS).join('|')}) of (?:the |a |an |all |our )?`, 'gi');

/**
 * The line with each "<action noun> of [the]" said as its verb (`null` when it has none), and how to take a position
 * in it back to the line's own: a rewritten phrase maps onto the noun it came from.
 */
export function verbalised(line: string): { text: string; toLine(position: number): number } | null {
  const edits: { from: number; to: number; at: number; length: number }[] = [];
  let text = '';
  let last = 0;
  for (const match of line.matchAll(ACTION_NOUN_OF)) {
    const verb = ACTION_NOUNS[match[1]!.toLowerCase()]!;
    const spoken = match[1]![0] === match[1]![0]!.toUpperCase() ? verb[0]!.toUpperCase() + verb.slice(1) : verb;
    text += line.slice(last, match.index);
    edits.push({ from: match.index, to: match.index + match[0].length, at: text.length, length: spoken.length + 1 });
    text += `${spoken} `;
    last = match.index + match[0].length;
  }
  if (!edits.length) return null;
  text += line.slice(last);
  return {
    text,
    toLine(position) {
      let shift = 0;
      for (const edit of edits) {
        if (position < edit.at) break;
        if (position < edit.at + edit.length) return edit.from + Math.min(position - edit.at, edit.to - edit.from);
        shift = edit.to - (edit.at + edit.length);
      }
      return position + shift;
    },
  };
}
