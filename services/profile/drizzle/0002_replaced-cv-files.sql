CREATE TABLE "profile"."replaced_cv_files" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "replaced_cv_files_user_idx" ON "profile"."replaced_cv_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "replaced_cv_files_replaced_at_idx" ON "profile"."replaced_cv_files" USING btree ("replaced_at");