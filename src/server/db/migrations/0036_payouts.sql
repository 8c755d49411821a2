-- Payouts (docs/decisions/051-payouts-and-receipts.md): staff's transfers of what is payable to a
-- professional, recorded with the transfer's reference; the ledger moves it payable → paid_out.
ALTER TYPE "public"."ledger_account" ADD VALUE 'paid_out';--> statement-breakpoint
ALTER TYPE "public"."ledger_posting_kind" ADD VALUE 'payout';--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(80) NOT NULL,
	"professional_id" uuid NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"reference" varchar(100) NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_key" ON "payouts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payouts_professional_idx" ON "payouts" USING btree ("professional_id","created_at");--> statement-breakpoint
-- A payout is a record of money sent: never changed or deleted, like the ledger it posts to.
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "sipalu_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts" FOR EACH STATEMENT EXECUTE FUNCTION "sipalu_ledger_append_only"();
