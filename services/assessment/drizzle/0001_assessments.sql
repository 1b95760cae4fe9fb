CREATE TABLE "assessment"."cv_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_type" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"skills_extracted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skill_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_position" text,
	"years_of_experience" integer,
	"key_strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_alignment_score" integer DEFAULT 0 NOT NULL,
	"industry_trends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skill_gaps" jsonb DEFAULT '{"totalGaps":0,"missingSkills":[]}'::jsonb NOT NULL,
	"recommended_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"future_job_matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"failure_message" text,
	"cv_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessment"."assessment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"snapshot_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_history_assessment_id_unique" UNIQUE("assessment_id")
);
--> statement-breakpoint
ALTER TABLE "assessment"."assessment_history" ADD CONSTRAINT "assessment_history_assessment_id_cv_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "assessment"."cv_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_assessments_user_created_idx" ON "assessment"."cv_assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_assessments_user_cv_unique" ON "assessment"."cv_assessments" USING btree ("user_id","cv_path") WHERE "assessment"."cv_assessments"."cv_path" is not null;