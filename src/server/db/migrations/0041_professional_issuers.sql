ALTER TYPE "public"."credential_kind" ADD VALUE 'service_completion';--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_service_learner_key" ON "credentials" USING btree ("kind","service_id","learner_id") WHERE "credentials"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_one_subject" CHECK ("credentials"."program_id" is null or "credentials"."service_id" is null);