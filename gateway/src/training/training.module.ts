import { Module } from '@nestjs/common';
import { TrainingResolver } from './training.resolver.js';

@Module({ providers: [TrainingResolver] })
export class TrainingModule {}
