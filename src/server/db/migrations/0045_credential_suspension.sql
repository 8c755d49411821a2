ALTER TABLE "credentials" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "suspended_by_staff" boolean DEFAULT false NOT NULL;