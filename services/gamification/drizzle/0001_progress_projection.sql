CREATE TABLE "gamification"."user_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cv_uploaded_at" timestamp with time zone,
	"profile_completeness" integer DEFAULT 0 NOT NULL,
	"profile_changed_at" timestamp with time zone,
	"most_skills" integer DEFAULT 0 NOT NULL,
	"most_career_interests" integer DEFAULT 0 NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification"."held_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "held_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "gamification"."career_interests" (
	"user_id" uuid NOT NULL,
	"career_path_id" uuid NOT NULL,
	"interested" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "career_interests_user_id_career_path_id_pk" PRIMARY KEY("user_id","career_path_id")
);
--> statement-breakpoint
CREATE TABLE "gamification"."enrollments" (
	"enrollment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid,
	"status" text NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"certificate_issued_at" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification"."active_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE INDEX "enrollments_user_idx" ON "gamification"."enrollments" USING btree ("user_id");