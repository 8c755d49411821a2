CREATE TABLE "job_postings_removed" (
	"id" uuid NOT NULL,
	"search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_postings_removed_search_xid_idx" ON "job_postings_removed" USING btree ("search_xid");--> statement-breakpoint
CREATE INDEX "job_postings_search_xid_idx" ON "job_postings" USING btree ("search_xid");--> statement-breakpoint
-- the job search index (decision 036) reads the postings written since it last looked: every
-- update stamps its transaction, as the column's default does on insert
CREATE FUNCTION "sipalu_stamp_search_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_xid := pg_current_xact_id();
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_stamp_search_xid" BEFORE UPDATE ON "job_postings"
	FOR EACH ROW EXECUTE FUNCTION sipalu_stamp_search_xid();--> statement-breakpoint
CREATE FUNCTION "sipalu_job_postings_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO job_postings_removed (id) SELECT id FROM removed_rows;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_removed" AFTER DELETE ON "job_postings"
	REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_job_postings_removed();--> statement-breakpoint
-- "verified employers only" is a filter of the index: an employer's verification rewrites its postings' stamp
CREATE FUNCTION "sipalu_job_employer_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE job_postings SET search_xid = pg_current_xact_id() WHERE posted_by = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_job_employer_verified" AFTER UPDATE OF is_verified ON "profiles"
	FOR EACH ROW WHEN (OLD.is_verified IS DISTINCT FROM NEW.is_verified) EXECUTE FUNCTION sipalu_job_employer_verified();
