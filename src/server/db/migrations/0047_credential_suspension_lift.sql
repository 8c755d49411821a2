ALTER TABLE "credentials" ADD COLUMN "suspension_lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "suspension_lift_reason" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "lifted_suspension_reason" text;