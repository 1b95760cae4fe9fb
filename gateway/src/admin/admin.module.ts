import { Module } from '@nestjs/common';
import { AdminResolver } from './admin.resolver.js';

@Module({ providers: [AdminResolver] })
export class AdminModule {}
