CREATE TABLE "calendar_feeds" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_booking_rules" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"duration_minutes" integer,
	"buffer_before_minutes" integer,
	"buffer_after_minutes" integer,
	"lead_minutes" integer,
	"horizon_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_booking_rules_duration_range" CHECK ("service_booking_rules"."duration_minutes" between 15 and 720),
	CONSTRAINT "service_booking_rules_buffers_range" CHECK ("service_booking_rules"."buffer_before_minutes" >= 0 and "service_booking_rules"."buffer_after_minutes" >= 0),
	CONSTRAINT "service_booking_rules_horizon_range" CHECK ("service_booking_rules"."horizon_days" between 1 and 180 and "service_booking_rules"."lead_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booking_rules" ADD CONSTRAINT "service_booking_rules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;