ALTER TABLE "profile"."replaced_cv_files" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "profile"."replaced_cv_files" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "profile"."replaced_cv_files" ADD COLUMN "uploaded_at" timestamp with time zone;