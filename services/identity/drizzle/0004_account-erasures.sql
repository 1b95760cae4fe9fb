CREATE TABLE "identity"."account_erasures" (
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_erasures_user_id_service_pk" PRIMARY KEY("user_id","service")
);
