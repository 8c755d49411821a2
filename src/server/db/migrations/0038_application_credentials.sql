CREATE TABLE "application_credentials" (
	"application_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_credentials_application_id_credential_id_pk" PRIMARY KEY("application_id","credential_id")
);
--> statement-breakpoint
ALTER TABLE "application_credentials" ADD CONSTRAINT "application_credentials_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_credentials" ADD CONSTRAINT "application_credentials_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_credentials_credential_idx" ON "application_credentials" USING btree ("credential_id");