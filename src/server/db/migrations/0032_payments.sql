-- Online payments (docs/decisions/049-payments.md): attempts apart from bookings, and an append-only
-- double-entry ledger whose postings have a unique key (each attempt is credited once) and sum to zero.
CREATE TYPE "public"."ledger_account" AS ENUM('client_paid', 'held', 'platform_fee', 'payable', 'refunded', 'refund_owed');--> statement-breakpoint
CREATE TYPE "public"."ledger_posting_kind" AS ENUM('payment', 'release', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('initiated', 'pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('esewa', 'khalti');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"party_id" uuid,
	"amount_paisa" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_paisa" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(120) NOT NULL,
	"kind" "ledger_posting_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"attempt_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"payer_id" uuid,
	"provider" "payment_provider" NOT NULL,
	"gateway_ref" varchar(100),
	"amount_paisa" bigint NOT NULL,
	"fee_paisa" bigint NOT NULL,
	"status" "payment_attempt_status" DEFAULT 'initiated' NOT NULL,
	"gateway_status" varchar(40),
	"gateway_transaction_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_amount_range" CHECK ("payment_attempts"."amount_paisa" > 0 and "payment_attempts"."amount_paisa" <= 100000000),
	CONSTRAINT "payment_attempts_fee_range" CHECK ("payment_attempts"."fee_paisa" >= 0 and "payment_attempts"."fee_paisa" <= "payment_attempts"."amount_paisa")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_posting_account_key" ON "ledger_entries" USING btree ("posting_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_key" ON "ledger_postings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_postings_booking_idx" ON "ledger_postings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_gateway_ref_key" ON "payment_attempts" USING btree ("provider","gateway_ref");--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" in ('initiated', 'pending');--> statement-breakpoint
-- The ledger is append-only: no UPDATE or DELETE of a posting or an entry, from any endpoint or any bug.
CREATE FUNCTION "sipalu_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "sipalu_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "sipalu_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "sipalu_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "sipalu_ledger_append_only"();--> statement-breakpoint
-- Every posting sums to zero, checked at commit (its entries are inserted one by one).
CREATE FUNCTION "sipalu_ledger_posting_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("amount_paisa"), 0) FROM "ledger_entries" WHERE "posting_id" = NEW."posting_id") <> 0 THEN
		RAISE EXCEPTION 'ledger posting % does not sum to zero', NEW."posting_id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_posting_balances" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sipalu_ledger_posting_balances"();
