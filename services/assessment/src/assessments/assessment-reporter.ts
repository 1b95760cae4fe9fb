import { Inject, Injectable } from '@nestjs/common';
import type { CvAnalysis } from '@ecp/contracts';
import type { MarketQuery, MarketSnapshot } from '../market/market-data.js';
import { buildAssessmentReport, type AssessmentReport } from './assessment-report.js';
import { HeldSkillsClient } from './held-skills.client.js';
import { MARKET_DATA } from './tokens.js';

/** What the use cases need of the market: one merged snapshot per query (MarketDataRegistry). */
export interface MarketData {
  snapshot(query: MarketQuery): Promise<MarketSnapshot>;
}

/** An analysis scored against the market and the skills the user already holds (spec §5). */
@Injectable()
export class AssessmentReporter {
  constructor(
    @Inject(MARKET_DATA) private readonly market: MarketData,
    private readonly heldSkills: HeldSkillsClient,
  ) {}

  async report(userId: string, analysis: CvAnalysis): Promise<AssessmentReport> {
    const query: MarketQuery = { skills: analysis.skills.map(({ name, escoUri }) => ({ name, escoUri })) };
    const [snapshot, held] = await Promise.all([this.market.snapshot(query), this.heldSkills.of(userId)]);
    return buildAssessmentReport(analysis, snapshot, held);
  }
}
