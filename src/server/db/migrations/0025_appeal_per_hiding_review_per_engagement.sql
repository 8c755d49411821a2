-- An appeal contests one hiding of an item, named by the item's hidden_at (decision 040). Existing
-- appeals contest the item's current hiding when it began before them; any other (the item was
-- shown again since) contested an earlier hiding, dated here by the appeal itself.
ALTER TABLE "appeals" DROP CONSTRAINT "appeals_once_key";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "job_postings" i
	WHERE a."item_kind" = 'job' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "services" i
	WHERE a."item_kind" = 'service' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "reviews" i
	WHERE a."item_kind" = 'review' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "profiles" i
	WHERE a."item_kind" = 'profile' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "programs" i
	WHERE a."item_kind" = 'program' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" a SET "hidden_at" = i."hidden_at" FROM "messages" i
	WHERE a."item_kind" = 'message' AND i."id" = a."item_id" AND i."hidden_at" <= a."created_at";--> statement-breakpoint
UPDATE "appeals" SET "hidden_at" = "created_at" WHERE "hidden_at" IS NULL;--> statement-breakpoint
ALTER TABLE "appeals" ALTER COLUMN "hidden_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_once_per_hiding_key" UNIQUE("item_kind","item_id","hidden_at");--> statement-breakpoint
-- One engagement backs one review (decision 040). Reviews that shared one, posted at once before
-- this index, keep it for the first only; the others stop counting until work is marked for them.
UPDATE "reviews" r SET "engagement_id" = NULL
	WHERE r."engagement_id" IS NOT NULL AND EXISTS (
		SELECT 1 FROM "reviews" o WHERE o."engagement_id" = r."engagement_id" AND (o."created_at", o."id") < (r."created_at", r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_engagement_key" ON "reviews" USING btree ("engagement_id") WHERE "reviews"."engagement_id" is not null;
