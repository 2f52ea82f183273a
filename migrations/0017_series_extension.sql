ALTER TABLE "appointment_series" ADD COLUMN "ended_from_index" integer;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD COLUMN "ended_by_batch" uuid;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD COLUMN "skipped_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;