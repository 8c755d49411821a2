CREATE TYPE "public"."role" AS ENUM('student', 'professional', 'company', 'institution');--> statement-breakpoint
CREATE TYPE "public"."delivery_format" AS ENUM('in-person', 'online', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."program_enrollment_status" AS ENUM('active', 'completed', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('College Degree', 'Professional Certification', 'Standalone Course', 'Workshop');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('pending', 'reviewed', 'shortlisted', 'interview', 'hired', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."experience_level" AS ENUM('Entry Level', 'Mid Level', 'Senior Level', 'Lead/Principal');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "active_sessions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"active_role" "role" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" varchar(100),
	"username" varchar(50),
	"organization_name" varchar(200),
	"headline" varchar(100),
	"bio" text,
	"address" varchar(200),
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_url" text,
	"banner_url" text,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"category" varchar(60),
	"service_area" varchar(200),
	"years_experience" integer,
	"hourly_rate" numeric(10, 2),
	"is_verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(bio, '') || ' ' || coalesce(category, '') || ' ' || coalesce(service_area, '') || ' ' || coalesce(sipalu_text_array(skills), ''))) STORED,
	CONSTRAINT "profiles_username_unique" UNIQUE("username"),
	CONSTRAINT "profiles_completion_range" CHECK ("profiles"."completion_percentage" between 0 and 100),
	CONSTRAINT "profiles_years_experience_range" CHECK ("profiles"."years_experience" between 0 and 80),
	CONSTRAINT "profiles_hourly_rate_positive" CHECK ("profiles"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ne" varchar(200),
	"description" text NOT NULL,
	"description_ne" text,
	"key_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration" varchar(100) NOT NULL,
	"certification" varchar(200),
	"career_opportunities" text,
	"image_url" text,
	"category" varchar(60) NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(title_ne, '') || ' ' || coalesce(description, '') || ' ' || coalesce(sipalu_text_array(key_skills), ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "enrolled_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_modules" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_accessed" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolled_courses_user_course_key" UNIQUE("user_id","course_id"),
	CONSTRAINT "enrolled_courses_progress_range" CHECK ("enrolled_courses"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "program_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "program_enrollment_status" DEFAULT 'active' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_enrollments_program_user_key" UNIQUE("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"program_title" varchar(200) NOT NULL,
	"program_title_ne" varchar(200),
	"organization_name" varchar(200) NOT NULL,
	"program_type" "program_type" NOT NULL,
	"credential_awarded" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"description_ne" text,
	"format" "delivery_format" NOT NULL,
	"location" varchar(200),
	"duration" varchar(100) NOT NULL,
	"total_cost" varchar(100) NOT NULL,
	"prerequisites" text,
	"application_deadline" date,
	"start_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(coalesce(program_title, '') || ' ' || coalesce(program_title_ne, '') || ' ' || coalesce(organization_name, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_name" varchar(100) NOT NULL,
	"proficiency_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_skills_user_skill_key" UNIQUE("user_id","skill_name"),
	CONSTRAINT "user_skills_proficiency_range" CHECK ("user_skills"."proficiency_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "linkedin_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_skill_analysis" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommended_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"career_path_suggestions" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommended_course_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(30),
	"cover_letter" text NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"resume_url" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_job_user_key" UNIQUE("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posted_by" uuid NOT NULL,
	"job_title" varchar(200) NOT NULL,
	"job_title_ne" varchar(200),
	"job_type" "job_type" NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"location" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"description_ne" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_required" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"category" varchar(60) NOT NULL,
	"salary_range" varchar(100),
	"contact_email" varchar(255) NOT NULL,
	"application_deadline" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(coalesce(job_title, '') || ' ' || coalesce(job_title_ne, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, '') || ' ' || coalesce(sipalu_text_array(skills_required), ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "service_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"video_url" text NOT NULL,
	"order_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_videos_order_nonnegative" CHECK ("service_videos"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ne" varchar(200),
	"description" text NOT NULL,
	"description_ne" text,
	"format" "delivery_format" NOT NULL,
	"location" varchar(200),
	"duration" varchar(100) NOT NULL,
	"skills_gained" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(title_ne, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(sipalu_text_array(skills_gained), ''))) STORED,
	CONSTRAINT "services_price_positive" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_lat_range" CHECK ("services"."location_lat" between -90 and 90),
	CONSTRAINT "services_lng_range" CHECK ("services"."location_lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user1_id" uuid NOT NULL,
	"user2_id" uuid NOT NULL,
	"last_message_preview" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_distinct_users" CHECK ("conversations"."user1_id" <> "conversations"."user2_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_content_not_blank" CHECK (length(btrim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(50) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_sessions" ADD CONSTRAINT "active_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_sessions" ADD CONSTRAINT "active_sessions_role_held_fk" FOREIGN KEY ("user_id","active_role") REFERENCES "public"."user_roles"("user_id","role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_courses" ADD CONSTRAINT "enrolled_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolled_courses" ADD CONSTRAINT "enrolled_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institution_id_users_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_profiles" ADD CONSTRAINT "linkedin_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_skill_analysis" ADD CONSTRAINT "linkedin_skill_analysis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_videos" ADD CONSTRAINT "service_videos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profiles_category_idx" ON "profiles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "profiles_search_fts_idx" ON "profiles" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "courses_search_fts_idx" ON "courses" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrolled_courses_user_last_accessed_idx" ON "enrolled_courses" USING btree ("user_id","last_accessed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrolled_courses_course_idx" ON "enrolled_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "program_enrollments_program_status_idx" ON "program_enrollments" USING btree ("program_id","status");--> statement-breakpoint
CREATE INDEX "program_enrollments_user_idx" ON "program_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "programs_institution_idx" ON "programs" USING btree ("institution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "programs_active_idx" ON "programs" USING btree ("created_at" DESC NULLS LAST) WHERE "programs"."is_active";--> statement-breakpoint
CREATE INDEX "programs_search_fts_idx" ON "programs" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "programs_search_trgm_idx" ON "programs" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_skills_user_level_idx" ON "user_skills" USING btree ("user_id","proficiency_level" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_applied_idx" ON "job_applications" USING btree ("job_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_active_posted_idx" ON "job_postings" USING btree ("posted_at" DESC NULLS LAST) WHERE "job_postings"."is_active";--> statement-breakpoint
CREATE INDEX "job_postings_posted_by_idx" ON "job_postings" USING btree ("posted_by","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_category_idx" ON "job_postings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "job_postings_search_fts_idx" ON "job_postings" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "job_postings_search_trgm_idx" ON "job_postings" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_videos_service_order_idx" ON "service_videos" USING btree ("service_id","order_index");--> statement-breakpoint
CREATE INDEX "services_professional_idx" ON "services" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_search_fts_idx" ON "services" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "services_search_trgm_idx" ON "services" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree (least("user1_id", "user2_id"),greatest("user1_id", "user2_id"));--> statement-breakpoint
CREATE INDEX "conversations_user1_updated_idx" ON "conversations" USING btree ("user1_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_user2_updated_idx" ON "conversations" USING btree ("user2_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);