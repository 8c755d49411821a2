CREATE TABLE "jwks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"alg" text,
	"crv" text
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "career_path_demand" (
	"title" text NOT NULL,
	"category" text NOT NULL,
	"jobs" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "career_path_demand_title_category_pk" PRIMARY KEY("title","category")
);
--> statement-breakpoint
CREATE TABLE "skill_demand" (
	"skill" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "skill_demand_skill_category_city_pk" PRIMARY KEY("skill","category","city")
);
--> statement-breakpoint
CREATE TABLE "skill_demand_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."professional_id")
);
--> statement-breakpoint
CREATE TABLE "service_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_skill_analysis" ADD COLUMN "result" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(coalesce(job_title, '') || ' ' || coalesce(job_title_ne, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, '') || ' ' || coalesce(sipalu_text_array(skills_required), '')))) STORED;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_head" text GENERATED ALWAYS AS (lower(job_title || ' ' || coalesce(job_title_ne, '') || ' ' || company_name || ' ' || location)) STORED;--> statement-breakpoint
ALTER TABLE "service_videos" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "service_videos" ADD COLUMN "content_type" varchar(60);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(title_ne, ''))) STORED;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD CONSTRAINT "service_enquiries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD CONSTRAINT "service_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "skill_demand_category_idx" ON "skill_demand" USING btree ("category");--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_service_key" ON "reviews" USING btree ("reviewer_id","service_id");--> statement-breakpoint
CREATE INDEX "reviews_professional_created_idx" ON "reviews" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_enquiries_service_user_key" ON "service_enquiries" USING btree ("service_id","user_id");--> statement-breakpoint
CREATE INDEX "service_enquiries_user_idx" ON "service_enquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_postings_listing_idx" ON "job_postings" USING btree ("posted_at" DESC NULLS LAST,"id") WHERE "job_postings"."is_active";--> statement-breakpoint
CREATE INDEX "job_postings_search_vector_idx" ON "job_postings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_postings_search_head_trgm_idx" ON "job_postings" USING gin ("search_head" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_title_trgm_idx" ON "services" USING gin ("search_title" gin_trgm_ops);