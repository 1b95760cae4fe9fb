import type { CareerPathRecord, TaxonomyConceptRecord } from '@ecp/reference-data';
import type { FigureSource } from './market-data.js';

/** The datasets behind the reference figures, as attributed on screen (see NOTICE). */
export const BLS_PROJECTIONS: FigureSource = { source: 'U.S. Bureau of Labor Statistics, Employment Projections 2024–34', year: 2024 };
export const ESCO: FigureSource = { source: 'ESCO v1.1.1, European Commission', year: 2022 };
export const ONET: FigureSource = { source: 'O*NET 30.2 Database, USDOL/ETA', year: 2026 };

const ESCO_URI_PREFIX = 'http://data.europa.eu/esco/';

/** One skill as the energy job market asks for it. */
export interface EnergySkill {
  /** The taxonomy label, as the career paths list it (ESCO's preferred label, or O*NET's name of a tool). */
  label: string;
  /** 0–100, see EnergyDemandModel. */
  demand: number;
  /** Sum of the weights of the energy occupations that list the skill, as essential or as a technology skill (0 when none does). */
  weight: number;
  /** How many of the energy occupations list it (as essential, as a technology skill or both). */
  occupations: number;
  /** How many of them list it as an O*NET technology skill of their O*NET-SOC occupations. */
  technologyOccupations: number;
  /**
   * A general-purpose tool: only a technology skill of the energy occupations (no ESCO occupation requires it) and
   * one O*NET lists for at least GENERIC_TOOL_SHARE of all its occupations (office, e-mail, web browser software).
   * Its demand is real but says nothing about energy work, so it is not a trending energy skill.
   */
  generic: boolean;
  concept: TaxonomyConceptRecord | null;
  escoUri: string | null;
  source: string;
  year: number;
}

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** `http://data.europa.eu/esco/skill/<uuid>` or `skill/<uuid>` → the taxonomy id `skill/<uuid>`. */
export function taxonomyIdOf(escoUri: string | null | undefined): string | null {
  if (!escoUri) return null;
  const match = /(?:^|data\.europa\.eu\/esco\/)(skill\/[0-9a-f-]{36})\s*$/i.exec(escoUri.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * How much the energy job market asks for each skill, from the shipped reference data: the 40 energy career
 * paths (ESCO occupations with their essential skills, and the O*NET 30.2 technology skills — tools and
 * software such as SCADA or PLC software, which ESCO occupations do not list — of their O*NET-SOC occupations)
 * and their BLS 2024–34 projections.
 *
 * Demand formula:
 *   occupation weight  w(p) = ln(1 + openings(p)) × 2^(growth(p) / 10)
 *     openings(p): BLS projected annual openings of the path's SOC line item, thousands a year, split evenly among
 *       the paths that share the line item (7 paths map to "Engineers, all other"); the log damps catch-all line
 *       items such as "Managers, all other" (106.7k openings a year, few of them in energy).
 *     growth(p): BLS projected employment change 2024–34 in %; the weight doubles for every +10 points, so fast
 *       growing occupations (wind turbine service technicians +49.9%) count far more than shrinking ones
 *       (nuclear power reactor operators −15.3%).
 *   skill weight  W(s) = Σ w(p) over the paths listing s as an essential skill (ESCO) or as a technology skill of
 *     the path's O*NET-SOC occupations (O*NET 30.2 Technology Skills); a path listing s both ways counts once.
 *   listed skill (W > 0): demand = 50 + round(49 × share of listed energy skills — ESCO and O*NET alike — with a
 *     lower W) → 50–99; a percentile, so the most demanded ~40% (the skills of several occupations, or of
 *     fast-growing ones) land in 80–99 and the skills of one small or shrinking occupation in 50–79.
 *   trending skills: the listed ones, most demanded first, without general-purpose tools (see EnergySkill.generic).
 *   unlisted skill (no energy occupation lists it): demand = min(59, 20 + 15 if an O*NET hot technology
 *     + 10 if in ESCO's green collection + 8 if digital + 4 if transversal + round(10 × share of its ESCO
 *     siblings — skills under the same broader concept — that energy occupations list)) → 20–59.
 */
export class EnergyDemandModel {
  /** A technology skill O*NET lists for at least this share of its occupations is general-purpose (Microsoft Excel 0.93, Word 0.85, SAP 0.31; AutoCAD 0.19, SCADA 0.07). */
  static readonly GENERIC_TOOL_SHARE = 0.25;
  /** The skills energy occupations list, most demanded first. */
  readonly ranked: readonly EnergySkill[];
  /** The ranked skills without the general-purpose tools: the skills that say most about energy work. */
  readonly trending: readonly EnergySkill[];
  private readonly listed = new Map<string, EnergySkill>();
  private readonly byId = new Map<string, TaxonomyConceptRecord>();
  private readonly byLabel = new Map<string, TaxonomyConceptRecord>();
  private readonly byAlt = new Map<string, TaxonomyConceptRecord | null>();
  private readonly siblingShare = new Map<string, number>();
  private readonly unlisted = new Map<string, EnergySkill>();

  constructor(
    readonly careerPaths: readonly CareerPathRecord[],
    concepts: readonly TaxonomyConceptRecord[],
  ) {
    for (const concept of concepts) {
      if (concept.kind !== 'skill') continue;
      this.byId.set(concept.id, concept);
      const label = norm(concept.label);
      const current = this.byLabel.get(label);
      // Same label twice (an ESCO skill and an O*NET tool, say): ESCO's concept wins, as in the career paths.
      if (!current || (current.source !== 'esco' && concept.source === 'esco')) this.byLabel.set(label, concept);
      for (const alt of concept.alt) {
        const key = norm(alt);
        // An alternative label shared by two concepts names neither.
        this.byAlt.set(key, this.byAlt.has(key) && this.byAlt.get(key) !== concept ? null : concept);
      }
    }

    interface Listing { label: string; conceptId: string | null; weight: number; occupations: number; essential: number; technology: number; share: number }
    const weights = new Map<string, Listing>();
    for (const path of careerPaths) {
      const w = EnergyDemandModel.occupationWeight(path);
      const listings = new Map<string, { label: string; conceptId: string | null; essential: boolean; technology: boolean; share: number }>();
      for (const label of path.requiredSkills) {
        const listing = listings.get(norm(label)) ?? { label, conceptId: null, essential: false, technology: false, share: 0 };
        listing.essential = true;
        listings.set(norm(label), listing);
      }
      for (const tool of path.technologySkills) {
        const listing = listings.get(norm(tool.label)) ?? { label: tool.label, conceptId: null, essential: false, technology: false, share: 0 };
        listing.technology = true;
        listing.share = Math.max(listing.share, tool.onetOccupationShare);
        listing.conceptId ??= tool.id;
        listings.set(norm(tool.label), listing);
      }
      for (const [key, listing] of listings) {
        const entry = weights.get(key) ?? { label: listing.label, conceptId: null, weight: 0, occupations: 0, essential: 0, technology: 0, share: 0 };
        entry.conceptId ??= listing.conceptId;
        entry.share = Math.max(entry.share, listing.share);
        entry.weight += w;
        entry.occupations += 1;
        if (listing.essential) entry.essential += 1;
        if (listing.technology) entry.technology += 1;
        weights.set(key, entry);
      }
    }
    const sortedWeights = [...weights.values()].map((e) => e.weight).sort((a, b) => a - b);
    const lowerThan = (w: number) => {
      let lo = 0;
      let hi = sortedWeights.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sortedWeights[mid]! < w) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const weighted = `of ${careerPaths.length} energy occupations, weighted by annual openings and growth from the ${BLS_PROJECTIONS.source}`;
    const technologySkills = `O*NET 30.2 Technology Skills (${ONET.source})`;
    const sourceOf = (essential: number, technology: number): FigureSource =>
      technology === 0
        ? { source: `ESCO v1.1.1 essential skills ${weighted}`, year: BLS_PROJECTIONS.year }
        : { source: `${essential > 0 ? 'ESCO v1.1.1 essential skills and ' : ''}${technologySkills} ${weighted}`, year: ONET.year };
    for (const [key, { label, conceptId, weight, occupations, essential, technology, share }] of weights) {
      // An O*NET tool is the concept the career path names; a label shared by an ESCO skill is ESCO's (as in resolve).
      const concept = (essential === 0 && conceptId ? this.byId.get(conceptId) : undefined) ?? this.byLabel.get(key) ?? null;
      this.listed.set(key, {
        label,
        demand: 50 + Math.round((49 * lowerThan(weight)) / Math.max(1, sortedWeights.length - 1)),
        weight,
        occupations,
        technologyOccupations: technology,
        generic: essential === 0 && share >= EnergyDemandModel.GENERIC_TOOL_SHARE,
        concept,
        escoUri: concept?.source === 'esco' ? ESCO_URI_PREFIX + concept.id : null,
        ...sourceOf(essential, technology),
      });
    }
    this.ranked = [...this.listed.values()].sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label, 'en'));
    this.trending = this.ranked.filter((s) => !s.generic);

    // Share of each broader concept's skills that energy occupations list (the sibling signal for unlisted skills).
    const children = new Map<string, { all: number; listed: number }>();
    for (const concept of this.byId.values()) {
      for (const broader of concept.broader) {
        const entry = children.get(broader) ?? { all: 0, listed: 0 };
        entry.all += 1;
        if (this.listed.has(norm(concept.label))) entry.listed += 1;
        children.set(broader, entry);
      }
    }
    for (const [broader, { all, listed }] of children) if (listed > 0) this.siblingShare.set(broader, listed / all);
  }

  /** w(p): see the class comment. */
  static occupationWeight(path: CareerPathRecord): number {
    const openings = path.annualOpeningsThousands / Math.max(1, path.sharedSoc);
    return Math.log1p(openings) * 2 ** (path.growthPercent / 10);
  }

  /** The taxonomy concept an assessed skill names: by ESCO URI when given, else by label, else by an unambiguous alternative label. */
  resolve(skill: { name: string; escoUri?: string | null }): TaxonomyConceptRecord | null {
    const id = taxonomyIdOf(skill.escoUri);
    const byUri = id ? this.byId.get(id) : undefined;
    if (byUri) return byUri;
    const key = norm(skill.name);
    return this.byLabel.get(key) ?? this.byAlt.get(key) ?? null;
  }

  /** Lower-case labels under which a skill can appear in a career path's required or technology skills: its concept's first (the URI wins over the name). */
  labelsOf(skill: { name: string; escoUri?: string | null }): string[] {
    const concept = this.resolve(skill);
    return [...new Set([...(concept ? [norm(concept.label)] : []), norm(skill.name)])];
  }

  /** The demand for an assessed skill, or null when the taxonomy does not know it. */
  demandOf(skill: { name: string; escoUri?: string | null }): EnergySkill | null {
    const listed = this.labelsOf(skill).map((label) => this.listed.get(label)).find(Boolean);
    if (listed) return listed;
    const concept = this.resolve(skill);
    return concept ? this.unlistedDemand(concept) : null;
  }

  /** The demand of a skill label that a career path lists, as essential or technology skill (50–99; 0 when none does). */
  listedDemand(label: string): number {
    return this.listed.get(norm(label))?.demand ?? 0;
  }

  private unlistedDemand(concept: TaxonomyConceptRecord): EnergySkill {
    const cached = this.unlisted.get(concept.id);
    if (cached) return cached;
    const tags = new Set(concept.tags);
    const sibling = Math.max(0, ...concept.broader.map((b) => this.siblingShare.get(b) ?? 0));
    const demand = Math.min(
      59,
      20 + (concept.hot ? 15 : 0) + (tags.has('green') ? 10 : 0) + (tags.has('digital') ? 8 : 0) + (tags.has('transversal') ? 4 : 0) + Math.round(10 * sibling),
    );
    const basis = concept.source === 'onet' ? ONET : ESCO;
    const source = concept.hot && concept.source === 'esco'
      ? `${ESCO.source} and ${ONET.source} (hot technology); not an essential skill of the energy occupations`
      : `${basis.source}${concept.hot ? ' (hot technology)' : ''}; not an essential skill of the energy occupations`;
    const skill: EnergySkill = {
      label: concept.label,
      demand,
      weight: 0,
      occupations: 0,
      technologyOccupations: 0,
      generic: false,
      concept,
      escoUri: concept.source === 'esco' ? ESCO_URI_PREFIX + concept.id : null,
      source,
      year: concept.hot ? ONET.year : basis.year,
    };
    this.unlisted.set(concept.id, skill);
    return skill;
  }
}
