import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AssessmentResolver } from './assessment.resolver.js';
import { CvFlowHub } from './cv-flow.hub.js';

/** CV analysis, assessments and the live CV flow (the assessment service's API). */
@Module({ imports: [AuthModule], providers: [AssessmentResolver, CvFlowHub], exports: [CvFlowHub] })
export class AssessmentModule {}
