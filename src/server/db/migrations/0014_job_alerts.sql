CREATE TABLE "job_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"digested_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q" varchar(100),
	"ts_query" "tsquery",
	"match_key" text NOT NULL,
	"category" varchar(60),
	"job_type" "job_type",
	"experience_level" "experience_level",
	"salary_band" varchar(20),
	"location" varchar(100),
	"province" varchar(40),
	"district" varchar(40),
	"district_ids" text[],
	"posted" varchar(10),
	"posted_hours" integer,
	"verified_only" boolean DEFAULT false NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"language" varchar(2),
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_digests" ADD CONSTRAINT "job_alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_waiting_idx" ON "job_alert_deliveries" USING btree ("user_id") WHERE "job_alert_deliveries"."digested_on" is null and "job_alert_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_job_idx" ON "job_alert_deliveries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_alerts_match_key_idx" ON "job_alerts" USING btree ("match_key") WHERE "job_alerts"."paused_at" is null;--> statement-breakpoint
-- Job alerts: a posting that becomes public (posted, reopened, released by staff, shown again)
-- queues one matching job in the same transaction, so no path that publishes can forget it and a
-- crash cannot lose it. Nothing is queued while no alert is active (seeds, bulk loads).
CREATE OR REPLACE FUNCTION sipalu_queue_job_alert_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NEW.held_at IS NULL AND NEW.hidden_at IS NULL
     AND (TG_OP = 'INSERT' OR NOT (OLD.is_active AND OLD.held_at IS NULL AND OLD.hidden_at IS NULL))
     AND EXISTS (SELECT 1 FROM job_alerts WHERE paused_at IS NULL) THEN
    INSERT INTO background_jobs (kind, payload, dedupe_key)
      VALUES ('job-alert.match', jsonb_build_object('jobId', NEW.id), 'job-alert.match:' || NEW.id)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_postings_queue_job_alert_match
  AFTER INSERT OR UPDATE OF is_active, held_at, hidden_at ON job_postings
  FOR EACH ROW EXECUTE FUNCTION sipalu_queue_job_alert_match();
