CREATE TABLE "skills"."reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills"."taxonomy_concepts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"alt_labels" text[] DEFAULT '{}' NOT NULL,
	"skill_type" text,
	"broader" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "skills"."career_paths" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"required_skills" text[] DEFAULT '{}' NOT NULL,
	"average_salary" integer,
	"growth_outlook" text,
	"sector" text NOT NULL,
	"esco_uri" text NOT NULL,
	"soc_code" text,
	"bls_title" text,
	"salary_basis" text,
	"salary_source" text,
	"salary_year" integer,
	"growth_percent" real,
	"growth_source" text,
	"growth_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills"."users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills"."user_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"proficiency_level" text DEFAULT 'intermediate' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"taxonomy_concept_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills"."user_career_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"career_path_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_career_interests_user_path_unique" UNIQUE("user_id","career_path_id")
);
--> statement-breakpoint
ALTER TABLE "skills"."user_career_interests" ADD CONSTRAINT "user_career_interests_career_path_id_career_paths_id_fk" FOREIGN KEY ("career_path_id") REFERENCES "skills"."career_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxonomy_concepts_kind_idx" ON "skills"."taxonomy_concepts" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_skills_user_name_unique" ON "skills"."user_skills" USING btree ("user_id",lower("skill_name"));