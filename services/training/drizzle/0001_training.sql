CREATE TABLE "training"."providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "training"."training_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"delivery_method" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"level" text NOT NULL,
	"target_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prerequisites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"capacity" integer,
	"external_id" text NOT NULL,
	"url" text,
	"content_url" text,
	"embed_url" text,
	"thumbnail_url" text,
	"certification_offered" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_programs_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "training"."user_enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"session_id" text,
	"enrollment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" timestamp with time zone,
	"completion_date" timestamp with time zone,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"external_enrollment_id" text,
	"access_token" text,
	"certificate_url" text,
	"final_score" numeric(5, 2),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training"."training_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_url" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_certificates_enrollment_id_unique" UNIQUE("enrollment_id")
);
--> statement-breakpoint
CREATE TABLE "training"."held_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"removed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "training"."training_programs" ADD CONSTRAINT "training_programs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "training"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training"."user_enrollments" ADD CONSTRAINT "user_enrollments_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "training"."training_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training"."training_certificates" ADD CONSTRAINT "training_certificates_enrollment_id_user_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "training"."user_enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_enrollments_user_idx" ON "training"."user_enrollments" USING btree ("user_id","enrollment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_enrollments_active_unique" ON "training"."user_enrollments" USING btree ("user_id","program_id") WHERE "training"."user_enrollments"."status" <> 'dropped';--> statement-breakpoint
CREATE INDEX "user_enrollments_sync_idx" ON "training"."user_enrollments" USING btree ("status") WHERE "training"."user_enrollments"."status" in ('enrolled', 'in_progress');