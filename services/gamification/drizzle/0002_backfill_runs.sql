CREATE TABLE "gamification"."backfill_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"users" integer NOT NULL
);
