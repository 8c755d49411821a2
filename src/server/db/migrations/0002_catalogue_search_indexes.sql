DROP INDEX "courses_search_fts_idx";--> statement-breakpoint
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
DROP INDEX "programs_search_fts_idx";--> statement-breakpoint
DROP INDEX "programs_search_trgm_idx";--> statement-breakpoint
DROP INDEX "programs_active_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(coalesce(title, '') || ' ' || coalesce(title_ne, '') || ' ' || coalesce(description, '') || ' ' || coalesce(sipalu_text_array(key_skills), '')))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(title_ne, ''))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(title || ' ' || coalesce(title_ne, '')))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(coalesce(program_title, '') || ' ' || coalesce(program_title_ne, '') || ' ' || coalesce(organization_name, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(program_title || ' ' || coalesce(program_title_ne, ''))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(program_title || ' ' || coalesce(program_title_ne, '')))) STORED;--> statement-breakpoint
CREATE INDEX "courses_listing_idx" ON "courses" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_title_trgm_idx" ON "courses" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_title_vector_idx" ON "courses" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "programs_search_vector_idx" ON "programs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "programs_search_title_trgm_idx" ON "programs" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_title_vector_idx" ON "programs" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "programs_active_idx" ON "programs" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "programs"."is_active";