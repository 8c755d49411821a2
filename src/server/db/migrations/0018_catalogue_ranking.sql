ALTER TABLE "courses" ADD COLUMN "learners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "subject_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(title || ' ' || coalesce(title_ne, '') || ' ' || sipalu_text_array(key_skills) || ' ' || category))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "head_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(title || ' ' || coalesce(title_ne, '') || ' ' || sipalu_text_array(key_skills) || ' ' || category) || ' ' || lower(coalesce(certification, '')))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "learners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "subject_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(program_title || ' ' || coalesce(program_title_ne, '') || ' ' || credential_awarded))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "head_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(program_title || ' ' || coalesce(program_title_ne, '') || ' ' || credential_awarded) || ' ' || lower(organization_name || ' ' || coalesce(location, '')))) STORED;--> statement-breakpoint
CREATE INDEX "courses_subject_vector_idx" ON "courses" USING gin ("subject_vector");--> statement-breakpoint
CREATE INDEX "courses_head_vector_idx" ON "courses" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "courses_ranked_idx" ON "courses" USING btree ("learners" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "programs_subject_vector_idx" ON "programs" USING gin ("subject_vector");--> statement-breakpoint
CREATE INDEX "programs_head_vector_idx" ON "programs" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "programs_ranked_idx" ON "programs" USING btree ("learners" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "programs"."is_active";--> statement-breakpoint
-- A search's reads are gated at run time; a parallel plan started its workers even for a read
-- gated off (about 10 ms per search), so these tables are read by one process.
ALTER TABLE "courses" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "programs" SET (parallel_workers = 0);--> statement-breakpoint
-- A search orders each tier by how many learners a course or program has (docs/decisions/035);
-- these triggers keep the count on the row, recounted for each row an enrolment statement touched.
CREATE FUNCTION "sipalu_count_course_learners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE courses c SET learners = (SELECT count(*)::int FROM enrolled_courses e WHERE e.course_id = c.id)
	WHERE c.id = ANY(ARRAY(SELECT course_id FROM changed_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_count_program_learners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE programs p SET learners = (SELECT count(*)::int FROM program_enrollments e
		WHERE e.program_id = p.id AND e.status <> 'withdrawn')
	WHERE p.id = ANY(ARRAY(SELECT program_id FROM changed_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrolled_courses_added" AFTER INSERT ON "enrolled_courses"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_count_course_learners();--> statement-breakpoint
CREATE TRIGGER "enrolled_courses_removed" AFTER DELETE ON "enrolled_courses"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_count_course_learners();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_added" AFTER INSERT ON "program_enrollments"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_count_program_learners();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_changed" AFTER UPDATE ON "program_enrollments"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_count_program_learners();--> statement-breakpoint
CREATE TRIGGER "program_enrollments_removed" AFTER DELETE ON "program_enrollments"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_count_program_learners();--> statement-breakpoint
UPDATE courses c SET learners = (SELECT count(*)::int FROM enrolled_courses e WHERE e.course_id = c.id);--> statement-breakpoint
UPDATE programs p SET learners = (SELECT count(*)::int FROM program_enrollments e WHERE e.program_id = p.id AND e.status <> 'withdrawn');
