CREATE TABLE "payment_dispute_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"object_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_dispute_photos_position_range" CHECK ("payment_dispute_photos"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "payment_dispute_photos" ADD CONSTRAINT "payment_dispute_photos_dispute_id_payment_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."payment_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dispute_photos" ADD CONSTRAINT "payment_dispute_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_dispute_photos_position_key" ON "payment_dispute_photos" USING btree ("dispute_id","position");