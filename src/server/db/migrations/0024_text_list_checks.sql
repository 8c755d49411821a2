-- The search indexes and the API read these text[] columns as lists of strings. A value written
-- outside the app (a manual fix, an import, a restored backup) with a NULL element or a nested list
-- used to stop every process at start-up; now the database refuses it (schema/columns.ts).
-- One dimension, bounds from 1, no NULL element; CASE keeps array_position from a nested list.
CREATE OR REPLACE FUNCTION "sipalu_is_text_list"(text[]) RETURNS boolean
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE
		WHEN $1 IS NULL OR cardinality($1) = 0 THEN true
		WHEN array_ndims($1) <> 1 OR array_lower($1, 1) <> 1 THEN false
		ELSE array_position($1, NULL) IS NULL
	END $$;--> statement-breakpoint
-- Rows written before: their lists are repaired first, in order, without the NULL elements (which
-- held nothing) and flattened; a warning names each column and how many rows changed.
DO $$
DECLARE
	target record;
	repaired bigint;
BEGIN
	FOR target IN SELECT * FROM (VALUES
		('profiles', 'skills'), ('courses', 'key_skills'), ('courses', 'modules'),
		('job_postings', 'requirements'), ('job_postings', 'responsibilities'),
		('job_postings', 'skills_required'), ('services', 'skills_gained')
	) AS t(tab, col) LOOP
		EXECUTE format(
			'UPDATE %1$I SET %2$I = ARRAY(SELECT e FROM unnest(%2$I) WITH ORDINALITY u(e, n) WHERE e IS NOT NULL ORDER BY n)
			WHERE NOT sipalu_is_text_list(%2$I)',
			target.tab, target.col);
		GET DIAGNOSTICS repaired = ROW_COUNT;
		IF repaired > 0 THEN
			RAISE WARNING '%.%: % rows had a NULL element or a nested list; repaired', target.tab, target.col, repaired;
		END IF;
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_skills_list" CHECK (sipalu_is_text_list("profiles"."skills"));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_key_skills_list" CHECK (sipalu_is_text_list("courses"."key_skills"));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_modules_list" CHECK (sipalu_is_text_list("courses"."modules"));--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_requirements_list" CHECK (sipalu_is_text_list("job_postings"."requirements"));--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_responsibilities_list" CHECK (sipalu_is_text_list("job_postings"."responsibilities"));--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_skills_required_list" CHECK (sipalu_is_text_list("job_postings"."skills_required"));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_skills_gained_list" CHECK (sipalu_is_text_list("services"."skills_gained"));
