CREATE TABLE "payment_notices" (
	"posting_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- postings from before notices existed are not told now, days late
INSERT INTO "payment_notices" ("posting_id") SELECT "id" FROM "ledger_postings";
