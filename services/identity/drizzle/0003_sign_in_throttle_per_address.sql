CREATE TABLE "identity"."sign_in_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
ALTER TABLE "identity"."login_failures" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Per-address locks are gone (an address now only slows down): drop the old rows that locked every account behind one address.
DELETE FROM "identity"."login_failures" WHERE "key" LIKE 'ip:%' OR "key" LIKE 'account:%';
