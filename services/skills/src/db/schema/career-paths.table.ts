import { integer, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

/** Energy-sector career paths: ESCO occupations with their essential skills, BLS salary and growth. */
export const careerPaths = skills.table('career_paths', {
  /** The ESCO occupation's UUID, so a path keeps its id across data versions. */
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  requiredSkills: text('required_skills').array().notNull().default([]),
  averageSalary: integer('average_salary'),
  growthOutlook: text('growth_outlook'),
  sector: text('sector').notNull(),
  escoUri: text('esco_uri').notNull(),
  socCode: text('soc_code'),
  blsTitle: text('bls_title'),
  salaryBasis: text('salary_basis'),
  salarySource: text('salary_source'),
  salaryYear: integer('salary_year'),
  growthPercent: real('growth_percent'),
  growthSource: text('growth_source'),
  growthPeriod: text('growth_period'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
