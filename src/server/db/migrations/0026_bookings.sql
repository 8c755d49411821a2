-- Bookings (docs/decisions/044-bookings.md). btree_gist lets one exclusion constraint compare the
-- professional (=) and the held time (&&): two bookings that hold time never overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_actor" AS ENUM('client', 'professional', 'staff', 'system');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'accepted', 'declined', 'expired', 'completed', 'confirmed', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TABLE "availability" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer NOT NULL,
	"buffer_after_minutes" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"meeting_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_duration_range" CHECK ("availability"."duration_minutes" between 15 and 720),
	CONSTRAINT "availability_buffers_range" CHECK ("availability"."buffer_before_minutes" >= 0 and "availability"."buffer_after_minutes" >= 0),
	CONSTRAINT "availability_horizon_range" CHECK ("availability"."horizon_days" between 1 and 180 and "availability"."lead_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" "booking_status" NOT NULL,
	"actor" "booking_actor" NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"noticed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_notices" (
	"booking_id" uuid NOT NULL,
	"key" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_notices_booking_id_key_pk" PRIMARY KEY("booking_id","key")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid,
	"service_title" varchar(200) NOT NULL,
	"service_title_ne" varchar(200),
	"format" "delivery_format" NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"price_paisa" bigint NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"district_id" varchar(40),
	"local_level_id" varchar(80),
	"note" text DEFAULT '' NOT NULL,
	"meeting_link" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_not_self" CHECK ("bookings"."professional_id" <> "bookings"."client_id"),
	CONSTRAINT "bookings_times_order" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_held_covers" CHECK ("bookings"."held_from" <= "bookings"."starts_at" and "bookings"."held_until" >= "bookings"."ends_at"),
	CONSTRAINT "bookings_price_nonnegative" CHECK ("bookings"."price_paisa" >= 0)
);
--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_unnoticed_idx" ON "booking_events" USING btree ("created_at") WHERE "booking_events"."noticed_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_professional_held_idx" ON "bookings" USING btree ("professional_id","held_until");--> statement-breakpoint
CREATE INDEX "bookings_client_starts_idx" ON "bookings" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"professional_id" WITH =,
	tstzrange("held_from", "held_until") WITH &&
) WHERE ("status" IN ('requested', 'accepted'));
