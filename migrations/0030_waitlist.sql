CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"centre_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"provider_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_phone" text NOT NULL,
	"language" text NOT NULL,
	"contact_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_provider_id" uuid,
	"offer_date" date,
	"offer_start_time" text,
	"offer_end_time" text,
	"offer_busy_from" timestamp with time zone,
	"offer_busy_until" timestamp with time zone,
	"offer_token_hash" text,
	"offered_until" timestamp with time zone,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_range_ck" CHECK ("waitlist_entries"."to_date" >= "waitlist_entries"."from_date"),
	CONSTRAINT "waitlist_entries_offer_ck" CHECK ("waitlist_entries"."status" <> 'offered' OR ("waitlist_entries"."offer_token_hash" IS NOT NULL AND "waitlist_entries"."offered_until" IS NOT NULL AND "waitlist_entries"."offer_busy_from" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "online_presence_settings" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("centre_id","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_uq" ON "waitlist_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_holds_idx" ON "waitlist_entries" USING btree ("offer_provider_id","offered_until") WHERE "waitlist_entries"."status" = 'offered';