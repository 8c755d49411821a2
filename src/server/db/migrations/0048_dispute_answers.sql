CREATE TYPE "public"."payment_dispute_side" AS ENUM('client', 'professional');--> statement-breakpoint
CREATE TABLE "payment_dispute_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"professional_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_dispute_photos_position_key";--> statement-breakpoint
ALTER TABLE "payment_dispute_photos" ADD COLUMN "side" "payment_dispute_side" DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_dispute_answers" ADD CONSTRAINT "payment_dispute_answers_dispute_id_payment_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."payment_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dispute_answers" ADD CONSTRAINT "payment_dispute_answers_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_dispute_answers_dispute_key" ON "payment_dispute_answers" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_dispute_photos_position_key" ON "payment_dispute_photos" USING btree ("dispute_id","side","position");