ALTER TABLE "profiles" ADD COLUMN "directory_titles" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_skills" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_places" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_services" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_head" text GENERATED ALWAYS AS (lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(category, '') || ' ' || coalesce(service_area, '') || ' ' || directory_titles)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_head_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || directory_titles)), 'A') || setweight(to_tsvector('simple', lower(coalesce(category, '') || ' ' || coalesce(sipalu_text_array(skills), '') || ' ' || directory_skills)), 'B') || setweight(to_tsvector('simple', lower(coalesce(service_area, '') || ' ' || directory_places)), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || directory_titles)), 'A') || setweight(to_tsvector('simple', lower(coalesce(category, '') || ' ' || coalesce(sipalu_text_array(skills), '') || ' ' || directory_skills)), 'B') || setweight(to_tsvector('simple', lower(coalesce(service_area, '') || ' ' || directory_places)), 'C')
        || setweight(to_tsvector('simple', lower(coalesce(bio, '') || ' ' || directory_text)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "profiles_directory_vector_idx" ON "profiles" USING gin ("directory_vector");--> statement-breakpoint
CREATE INDEX "profiles_directory_head_trgm_idx" ON "profiles" USING gin ("directory_head" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_directory_listing_idx" ON "profiles" USING btree ("is_verified" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id") WHERE "profiles"."hidden_at" is null and "profiles"."directory_services" > 0;--> statement-breakpoint
-- The directory's ranking reads one row per professional (docs/decisions/033): what their visible
-- services say and their counted reviews (docs/decisions/012) are copied onto the profile by these
-- statement triggers, once per statement and per professional it touched.
CREATE FUNCTION "sipalu_refresh_directory_services"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE profiles p SET (directory_titles, directory_skills, directory_places, directory_text, directory_services) = (
		SELECT coalesce(lower(string_agg(s.title || ' ' || coalesce(s.title_ne, ''), ' ' ORDER BY s.created_at, s.id)), ''),
			coalesce(lower(string_agg(sipalu_text_array(s.skills_gained), ' ' ORDER BY s.created_at, s.id)), ''),
			coalesce(lower(string_agg(s.location, ' ' ORDER BY s.created_at, s.id)), ''),
			coalesce(lower(string_agg(s.description || ' ' || coalesce(s.description_ne, ''), ' ' ORDER BY s.created_at, s.id)), ''),
			count(*)::int
		FROM services s WHERE s.professional_id = p.id AND s.hidden_at IS NULL)
	WHERE p.id = ANY(ids)
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_refresh_directory_reviews"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE profiles p SET (directory_rating, directory_reviews) = (
		SELECT round(avg(r.rating)::numeric, 1), count(*)::int
		FROM reviews r WHERE r.professional_id = p.id AND r.engagement_id IS NOT NULL AND r.hidden_at IS NULL)
	WHERE p.id = ANY(ids)
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_services_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_services(ARRAY(SELECT DISTINCT professional_id FROM new_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_services_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_services(ARRAY(SELECT professional_id FROM new_rows UNION SELECT professional_id FROM old_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_services_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_services(ARRAY(SELECT DISTINCT professional_id FROM old_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_reviews_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_reviews(ARRAY(SELECT DISTINCT professional_id FROM new_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_reviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_reviews(ARRAY(SELECT professional_id FROM new_rows UNION SELECT professional_id FROM old_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sipalu_directory_reviews_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM sipalu_refresh_directory_reviews(ARRAY(SELECT DISTINCT professional_id FROM old_rows));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_directory_added" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_services_added();--> statement-breakpoint
CREATE TRIGGER "services_directory_changed" AFTER UPDATE ON "services" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_services_changed();--> statement-breakpoint
CREATE TRIGGER "services_directory_removed" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_services_removed();--> statement-breakpoint
CREATE TRIGGER "reviews_directory_added" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_reviews_added();--> statement-breakpoint
CREATE TRIGGER "reviews_directory_changed" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_reviews_changed();--> statement-breakpoint
CREATE TRIGGER "reviews_directory_removed" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sipalu_directory_reviews_removed();--> statement-breakpoint
-- existing professionals
SELECT sipalu_refresh_directory_services(ARRAY(SELECT DISTINCT professional_id FROM services));--> statement-breakpoint
SELECT sipalu_refresh_directory_reviews(ARRAY(SELECT DISTINCT professional_id FROM reviews));--> statement-breakpoint
-- a search reads a page of ids; parallel workers cost more than they save (as for job_postings)
ALTER TABLE "profiles" SET (parallel_workers = 0);
