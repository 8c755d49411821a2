CREATE TABLE "search_removals" (
	"source" text NOT NULL,
	"id" uuid,
	"search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
-- one table of removals for every source an in-memory search index reads (decision 037); the job
-- index's own moves into it
INSERT INTO "search_removals" ("source", "id", "search_xid") SELECT 'job_postings', "id", "search_xid" FROM "job_postings_removed";--> statement-breakpoint
DROP TRIGGER "job_postings_removed" ON "job_postings";--> statement-breakpoint
DROP FUNCTION "sipalu_job_postings_removed"();--> statement-breakpoint
DROP TABLE "job_postings_removed" CASCADE;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "search_removals_search_xid_idx" ON "search_removals" USING btree ("search_xid");--> statement-breakpoint
CREATE INDEX "profiles_search_xid_idx" ON "profiles" USING btree ("search_xid");--> statement-breakpoint
CREATE INDEX "courses_search_xid_idx" ON "courses" USING btree ("search_xid");--> statement-breakpoint
CREATE INDEX "programs_search_xid_idx" ON "programs" USING btree ("search_xid");--> statement-breakpoint
CREATE FUNCTION "sipalu_search_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_removals (source, id) SELECT TG_TABLE_NAME, id FROM removed_rows;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_search_removed" AFTER DELETE ON "job_postings"
	REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_search_removed();--> statement-breakpoint
-- courses, programs and professionals are searched in memory too (decision 037). Their learners,
-- and a professional's services and reviews, are kept on the row by triggers that update it
-- (migrations 0017, 0018), so every change an index reads stamps the row here.
CREATE TRIGGER "courses_stamp_search_xid" BEFORE UPDATE ON "courses"
	FOR EACH ROW EXECUTE FUNCTION sipalu_stamp_search_xid();--> statement-breakpoint
CREATE TRIGGER "programs_stamp_search_xid" BEFORE UPDATE ON "programs"
	FOR EACH ROW EXECUTE FUNCTION sipalu_stamp_search_xid();--> statement-breakpoint
CREATE TRIGGER "profiles_stamp_search_xid" BEFORE UPDATE ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION sipalu_stamp_search_xid();--> statement-breakpoint
CREATE TRIGGER "courses_search_removed" AFTER DELETE ON "courses"
	REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_search_removed();--> statement-breakpoint
CREATE TRIGGER "programs_search_removed" AFTER DELETE ON "programs"
	REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_search_removed();--> statement-breakpoint
-- a profile's id is its person's id, and a deleted account leaves no trace of it: the directory
-- index is told only that some profile went, and checks which of its own are gone
CREATE FUNCTION "sipalu_search_removed_unnamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_removals (source, id) SELECT TG_TABLE_NAME, NULL WHERE EXISTS (SELECT 1 FROM removed_rows);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_search_removed" AFTER DELETE ON "profiles"
	REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION sipalu_search_removed_unnamed();
