CREATE TYPE "public"."credential_kind" AS ENUM('program_completion');--> statement-breakpoint
CREATE TABLE "credential_signing_keys" (
	"public_key_multibase" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"kind" "credential_kind" NOT NULL,
	"program_id" uuid,
	"grade" varchar(40),
	"remark" varchar(300),
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text,
	"status_list_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_program_learner_key" UNIQUE("kind","program_id","learner_id"),
	CONSTRAINT "credentials_program_completion_has_program" CHECK ("credentials"."kind" <> 'program_completion' or "credentials"."program_id" is not null),
	CONSTRAINT "credentials_not_self_issued" CHECK ("credentials"."issuer_id" <> "credentials"."learner_id")
);
--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_learner_idx" ON "credentials" USING btree ("learner_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credentials_issuer_idx" ON "credentials" USING btree ("issuer_id","issued_at" DESC NULLS LAST);