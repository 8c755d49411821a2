-- Reschedules (docs/decisions/044-bookings.md): one pending proposal per booking, one accepted per
-- side; the timeline marks a proposal's steps with `change` and the time proposed.
CREATE TYPE "public"."booking_change" AS ENUM('reschedule_proposed', 'reschedule_accepted', 'reschedule_declined', 'reschedule_withdrawn');--> statement-breakpoint
CREATE TYPE "public"."reschedule_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "booking_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by" "booking_actor" NOT NULL,
	"proposer_id" uuid,
	"status" "reschedule_status" DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_reschedules_party" CHECK ("booking_reschedules"."proposed_by" in ('client', 'professional')),
	CONSTRAINT "booking_reschedules_times_order" CHECK ("booking_reschedules"."starts_at" < "booking_reschedules"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "change" "booking_change";--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reschedules_one_pending" ON "booking_reschedules" USING btree ("booking_id") WHERE "booking_reschedules"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reschedules_one_per_side" ON "booking_reschedules" USING btree ("booking_id","proposed_by") WHERE "booking_reschedules"."status" = 'accepted';