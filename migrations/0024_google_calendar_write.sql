CREATE TABLE "google_calendar_written_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"calendar_id" text NOT NULL,
	"version" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_calendar_accounts" ADD COLUMN "write_calendar_id" text;--> statement-breakpoint
ALTER TABLE "google_calendar_written_events" ADD CONSTRAINT "google_calendar_written_events_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_written_events" ADD CONSTRAINT "google_calendar_written_events_account_id_google_calendar_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."google_calendar_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_written_events_account_uq" ON "google_calendar_written_events" USING btree ("account_id","appointment_id");--> statement-breakpoint
CREATE INDEX "google_calendar_written_events_appointment_idx" ON "google_calendar_written_events" USING btree ("centre_id","appointment_id");