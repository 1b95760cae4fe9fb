/** What the analyzer needs of a taxonomy concept (ESCO skill or O*NET technology). */
export interface TaxonomyConcept {
  uri: string;
  label: string;
  altLabels: readonly string[];
  /** ESCO's split: a skill/competence (what one does) or knowledge (what one knows). */
  kind?: 'skill' | 'knowledge';
}
