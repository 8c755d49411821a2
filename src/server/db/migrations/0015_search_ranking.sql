ALTER TABLE "job_postings" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(job_title || ' ' || coalesce(job_title_ne, '')))) STORED;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "head_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(coalesce(job_title, '') || ' ' || coalesce(job_title_ne, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(sipalu_text_array(skills_required), '')))) STORED;--> statement-breakpoint
CREATE INDEX "job_postings_title_vector_idx" ON "job_postings" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "job_postings_head_vector_idx" ON "job_postings" USING gin ("head_vector");--> statement-breakpoint
-- A search reads a few pages of ids (docs/decisions/029); starting parallel workers for its scans
-- costs more than they save, and a worker start-up is paid even by a scan gated off at run time.
ALTER TABLE "job_postings" SET (parallel_workers = 0);
