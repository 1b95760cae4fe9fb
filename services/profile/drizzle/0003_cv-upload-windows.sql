CREATE TABLE "profile"."cv_upload_windows" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"uploads" integer NOT NULL
);
