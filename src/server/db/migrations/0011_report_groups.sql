CREATE TABLE "report_groups" (
	"status" "report_status" NOT NULL,
	"item_kind" "moderated_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"report_count" integer NOT NULL,
	"oldest_at" timestamp with time zone NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_groups_status_item_kind_item_id_pk" PRIMARY KEY("status","item_kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "report_groups_queue_idx" ON "report_groups" USING btree ("status","report_count" DESC NULLS LAST,"oldest_at","item_kind","item_id");--> statement-breakpoint
-- Keeps report_groups in step with reports: a report counts in the group of its status and item.
-- Adding is an upsert of +1 (concurrent reports of one item queue on the group's row); leaving a
-- group is -1, with its oldest and latest report read again, and an empty group is removed.
CREATE FUNCTION "sipalu_count_report_groups"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.status <> NEW.status OR OLD.item_kind <> NEW.item_kind OR OLD.item_id <> NEW.item_id) THEN
		UPDATE report_groups AS g SET
			report_count = g.report_count - 1,
			oldest_at = coalesce(r.oldest, g.oldest_at),
			latest_at = coalesce(r.latest, g.latest_at)
		FROM (
			SELECT min(created_at) AS oldest, max(created_at) AS latest FROM reports
			WHERE status = OLD.status AND item_kind = OLD.item_kind AND item_id = OLD.item_id
		) AS r
		WHERE g.status = OLD.status AND g.item_kind = OLD.item_kind AND g.item_id = OLD.item_id;
		DELETE FROM report_groups
		WHERE status = OLD.status AND item_kind = OLD.item_kind AND item_id = OLD.item_id AND report_count <= 0;
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.status <> NEW.status OR OLD.item_kind <> NEW.item_kind OR OLD.item_id <> NEW.item_id)) THEN
		INSERT INTO report_groups (status, item_kind, item_id, report_count, oldest_at, latest_at)
		VALUES (NEW.status, NEW.item_kind, NEW.item_id, 1, NEW.created_at, NEW.created_at)
		ON CONFLICT (status, item_kind, item_id) DO UPDATE SET
			report_count = report_groups.report_count + 1,
			oldest_at = least(report_groups.oldest_at, excluded.oldest_at),
			latest_at = greatest(report_groups.latest_at, excluded.latest_at);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_count_groups" AFTER INSERT OR UPDATE OR DELETE ON "reports"
FOR EACH ROW EXECUTE FUNCTION "sipalu_count_report_groups"();--> statement-breakpoint
INSERT INTO "report_groups" ("status", "item_kind", "item_id", "report_count", "oldest_at", "latest_at")
SELECT "status", "item_kind", "item_id", count(*)::int, min("created_at"), max("created_at")
FROM "reports" GROUP BY "status", "item_kind", "item_id";
