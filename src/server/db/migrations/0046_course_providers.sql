ALTER TYPE "public"."credential_kind" ADD VALUE 'course_completion';--> statement-breakpoint
ALTER TABLE "credentials" DROP CONSTRAINT "credentials_one_subject";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "enrolled_courses" ADD COLUMN "module_completed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses" USING btree ("provider_id") WHERE "courses"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_course_learner_key" ON "credentials" USING btree ("kind","course_id","learner_id") WHERE "credentials"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_one_subject" CHECK (num_nonnulls("credentials"."program_id", "credentials"."service_id", "credentials"."course_id") <= 1);--> statement-breakpoint
-- modules finished before dates were kept: the last visit is the latest they can have been finished
UPDATE "enrolled_courses" SET "module_completed_at" = (
  SELECT jsonb_object_agg(i::text, to_jsonb("enrolled_courses"."last_accessed")) FROM unnest("enrolled_courses"."completed_modules") AS i
) WHERE cardinality("completed_modules") > 0;
