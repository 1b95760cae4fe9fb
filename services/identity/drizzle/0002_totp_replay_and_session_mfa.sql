ALTER TABLE "identity"."users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "identity"."refresh_tokens" ADD COLUMN "mfa" boolean DEFAULT false NOT NULL;