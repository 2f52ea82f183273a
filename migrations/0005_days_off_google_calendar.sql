CREATE TABLE "days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"half_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_calendar_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"google_account" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"sync_started_at" timestamp with time zone,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_calendar_busy_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"google_event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_calendar_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"calendar_info_id" uuid NOT NULL,
	"calendar_id" text NOT NULL,
	"sync_token" text,
	"channel_id" uuid,
	"channel_resource_id" text,
	"channel_token_hash" text,
	"channel_expires_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_accounts" ADD CONSTRAINT "google_calendar_accounts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_accounts" ADD CONSTRAINT "google_calendar_accounts_provider_id_centre_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."centre_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_accounts" ADD CONSTRAINT "google_calendar_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_busy_blocks" ADD CONSTRAINT "google_calendar_busy_blocks_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_busy_blocks" ADD CONSTRAINT "google_calendar_busy_blocks_provider_id_centre_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."centre_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_busy_blocks" ADD CONSTRAINT "google_calendar_busy_blocks_link_id_google_calendar_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."google_calendar_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_provider_id_centre_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."centre_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_calendar_info_id_google_calendar_accounts_id_fk" FOREIGN KEY ("calendar_info_id") REFERENCES "public"."google_calendar_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "days_off_provider_year_idx" ON "days_off" USING btree ("centre_id","user_id","year","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_accounts_provider_uq" ON "google_calendar_accounts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "google_calendar_accounts_centre_idx" ON "google_calendar_accounts" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_busy_blocks_link_event_uq" ON "google_calendar_busy_blocks" USING btree ("link_id","google_event_id");--> statement-breakpoint
CREATE INDEX "google_calendar_busy_blocks_provider_time_idx" ON "google_calendar_busy_blocks" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_links_provider_calendar_uq" ON "google_calendar_links" USING btree ("provider_id","calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_links_channel_uq" ON "google_calendar_links" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "google_calendar_links_centre_idx" ON "google_calendar_links" USING btree ("centre_id");