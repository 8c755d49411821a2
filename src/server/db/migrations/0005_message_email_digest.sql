CREATE TABLE "message_digests" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	CONSTRAINT "message_digests_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_messages" boolean DEFAULT true NOT NULL,
	"mail_language" varchar(2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_digests" ADD CONSTRAINT "message_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_digests" ADD CONSTRAINT "message_digests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;