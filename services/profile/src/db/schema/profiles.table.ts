import { bigint, boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profile } from './profile.schema.js';

/** Spec §3 profiles, keyed by the user's id (created on user.registered), plus the stored CV's metadata. */
export const profiles = profile.table('profiles', {
  id: uuid('id').primaryKey(),
  fullName: text('full_name'),
  linkedinUrl: text('linkedin_url'),
  cvFilePath: text('cv_file_path'),
  cvFileName: text('cv_file_name'),
  cvContentType: text('cv_content_type'),
  cvSizeBytes: bigint('cv_size_bytes', { mode: 'number' }),
  cvUploadedAt: timestamp('cv_uploaded_at', { withTimezone: true }),
  professionalHeadline: text('professional_headline'),
  location: text('location'),
  yearsOfExperience: integer('years_of_experience'),
  profileCompleteness: integer('profile_completeness').notNull().default(0),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  themePreference: text('theme_preference').notNull().default('system'),
  beneficiaryType: text('beneficiary_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
