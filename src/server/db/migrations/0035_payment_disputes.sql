-- Payment disputes (docs/decisions/050-payment-disputes.md): one per booking (unique key); while open the
-- payments sweep leaves the booking's payment held; staff decide once (a conditional UPDATE of an open one).
CREATE TYPE "public"."payment_dispute_outcome" AS ENUM('release', 'partial_refund', 'full_refund');--> statement-breakpoint
CREATE TYPE "public"."payment_dispute_status" AS ENUM('open', 'decided');--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"attempt_id" uuid NOT NULL,
	"client_id" uuid,
	"reason" text NOT NULL,
	"status" "payment_dispute_status" DEFAULT 'open' NOT NULL,
	"outcome" "payment_dispute_outcome",
	"refund_paisa" bigint,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_disputes_decided" CHECK (("payment_disputes"."status" = 'open') = ("payment_disputes"."outcome" is null) and ("payment_disputes"."outcome" is null) = ("payment_disputes"."decided_at" is null)),
	CONSTRAINT "payment_disputes_refund_range" CHECK ("payment_disputes"."refund_paisa" is null or "payment_disputes"."refund_paisa" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_booking_key" ON "payment_disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_attempt_key" ON "payment_disputes" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_queue_idx" ON "payment_disputes" USING btree ("status","created_at");