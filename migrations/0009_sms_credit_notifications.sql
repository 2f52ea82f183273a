CREATE TABLE "sms_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"package_size" integer,
	"reference" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sms_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_credit_entries" ADD CONSTRAINT "sms_credit_entries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_credit_entries" ADD CONSTRAINT "sms_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_credit_entries_centre_idx" ON "sms_credit_entries" USING btree ("centre_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_contact_idx" ON "outbox" USING btree ("contact_id","created_at");