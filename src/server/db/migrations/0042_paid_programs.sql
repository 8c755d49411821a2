-- Paid programs (docs/decisions/054-paid-programs.md): a program's fee in paisa, attempts that pay a
-- program's fee instead of a booking, ledger rows naming exactly one of a booking or a program, and
-- the payment that enrolled a learner (unique: one payment enrols once).
CREATE TYPE "public"."payment_purpose" AS ENUM('booking', 'program');--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "paid_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "fee_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" "payment_purpose" DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_program_idx" ON "ledger_postings" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_program_idx" ON "payment_attempts" USING btree ("program_id","payer_id");--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_paid_attempt_key" UNIQUE("paid_attempt_id");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_fee_range" CHECK ("programs"."fee_paisa" >= 0 and "programs"."fee_paisa" <= 100000000);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_subject" CHECK (num_nonnulls("ledger_entries"."booking_id", "ledger_entries"."program_id") = 1);--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_one_subject" CHECK (num_nonnulls("ledger_postings"."booking_id", "ledger_postings"."program_id") = 1);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_one_purpose" CHECK (("payment_attempts"."purpose" = 'booking' and "payment_attempts"."program_id" is null) or ("payment_attempts"."purpose" = 'program' and "payment_attempts"."booking_id" is null));