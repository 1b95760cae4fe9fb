import { Inject, Injectable } from '@nestjs/common';
import type { CvAnalysis } from '@ecp/contracts';
import type { MarketQuery, MarketSnapshot } from '../market/market-data.js';
import { HeldSkillsRepository } from '../held-skills/held-skills.repository.js';
import { buildAssessmentReport, type AssessmentReport } from './assessment-report.js';
import { MARKET_DATA } from './tokens.js';

/** What the use cases need of the market: one merged snapshot per query (MarketDataRegistry). */
export interface MarketData {
  snapshot(query: MarketQuery): Promise<MarketSnapshot>;
}

/** An analysis scored against the market and the skills the user already holds (spec §5; this service's projection of them). */
@Injectable()
export class AssessmentReporter {
  constructor(
    @Inject(MARKET_DATA) private readonly market: MarketData,
    private readonly heldSkills: HeldSkillsRepository,
  ) {}

  async report(userId: string, analysis: CvAnalysis): Promise<AssessmentReport> {
    const query: MarketQuery = { skills: analysis.skills.map(({ name, escoUri }) => ({ name, escoUri })) };
    const [snapshot, held] = await Promise.all([this.market.snapshot(query), this.heldSkills.namesForUser(userId)]);
    return buildAssessmentReport(analysis, snapshot, held);
  }
}
