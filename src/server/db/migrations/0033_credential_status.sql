CREATE TABLE "credential_status_allocations" (
	"issuer_id" uuid PRIMARY KEY NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"issuer_id" uuid NOT NULL,
	"status_purpose" varchar(20) NOT NULL,
	"list_number" integer NOT NULL,
	"encoded_list" text NOT NULL,
	"document" jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credential_status_lists_issuer_id_status_purpose_list_number_pk" PRIMARY KEY("issuer_id","status_purpose","list_number")
);
--> statement-breakpoint
ALTER TABLE "credentials" DROP CONSTRAINT "credentials_program_learner_key";--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "credential_status_allocations" ADD CONSTRAINT "credential_status_allocations_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_status_lists" ADD CONSTRAINT "credential_status_lists_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_replaced_by_id_credentials_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_program_learner_key" ON "credentials" USING btree ("kind","program_id","learner_id") WHERE "credentials"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_status_index_key" UNIQUE("issuer_id","status_list_index");--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_revocation_has_reason" CHECK ("credentials"."revoked_at" is null or "credentials"."revocation_reason" is not null);