CREATE TYPE "public"."offer_status" AS ENUM('open', 'accepted', 'declined', 'withdrawn', 'taken');--> statement-breakpoint
CREATE TABLE "booking_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"service_id" uuid,
	"service_title" varchar(200) NOT NULL,
	"service_title_ne" varchar(200),
	"format" "delivery_format" NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" "offer_status" DEFAULT 'open' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"price_paisa" bigint NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"district_id" varchar(40),
	"local_level_id" varchar(80),
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_offers_not_self" CHECK ("booking_offers"."professional_id" <> "booking_offers"."client_id"),
	CONSTRAINT "booking_offers_times_order" CHECK ("booking_offers"."starts_at" < "booking_offers"."ends_at"),
	CONSTRAINT "booking_offers_held_covers" CHECK ("booking_offers"."held_from" <= "booking_offers"."starts_at" and "booking_offers"."held_until" >= "booking_offers"."ends_at"),
	CONSTRAINT "booking_offers_price_positive" CHECK ("booking_offers"."price_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "from_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_offers_booking_key" ON "booking_offers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_offers_conversation_idx" ON "booking_offers" USING btree ("conversation_id","created_at");