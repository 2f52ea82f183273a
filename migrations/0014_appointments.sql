CREATE TABLE "appointment_history_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"rule" jsonb,
	"dates" jsonb,
	"first_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"expanded_until" date NOT NULL,
	"template" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"appointment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"start_buffer_time" integer DEFAULT 0 NOT NULL,
	"end_buffer_time" integer DEFAULT 0 NOT NULL,
	"resource_id" uuid NOT NULL,
	"contact_fk" uuid,
	"service_fk" uuid,
	"title" text,
	"number_of_people" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"template" text,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"duration" integer,
	"posted_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"busy_from" timestamp with time zone,
	"busy_until" timestamp with time zone,
	"series_fk" uuid,
	"series_index" integer,
	"is_exception" boolean DEFAULT false NOT NULL,
	"project_fk" uuid,
	"invoice_status" text,
	"cancelled_at" timestamp with time zone,
	"cancel_batch" uuid,
	"status_before_cancel" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("title", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "appointment_history_entries" ADD CONSTRAINT "appointment_history_entries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history_entries" ADD CONSTRAINT "appointment_history_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_resource_id_users_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_contact_fk_contacts_contact_id_fk" FOREIGN KEY ("contact_fk") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_fk_services_service_id_fk" FOREIGN KEY ("service_fk") REFERENCES "public"."services"("service_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_history_entries_version_uq" ON "appointment_history_entries" USING btree ("entry_id","version");--> statement-breakpoint
CREATE INDEX "appointment_history_entries_appointment_idx" ON "appointment_history_entries" USING btree ("centre_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_series_centre_idx" ON "appointment_series" USING btree ("centre_id","resource_id");--> statement-breakpoint
CREATE INDEX "appointments_centre_idx" ON "appointments" USING btree ("centre_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_created_at_sort_idx" ON "appointments" USING btree ("centre_id","created_at","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_date_sort_idx" ON "appointments" USING btree ("centre_id","date","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_resource_id_idx" ON "appointments" USING btree ("centre_id","resource_id");--> statement-breakpoint
CREATE INDEX "appointments_contact_fk_fk_idx" ON "appointments" USING btree ("contact_fk");--> statement-breakpoint
CREATE INDEX "appointments_service_fk_fk_idx" ON "appointments" USING btree ("service_fk");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "appointments_starts_at_sort_idx" ON "appointments" USING btree ("centre_id","starts_at","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_series_fk_idx" ON "appointments" USING btree ("centre_id","series_fk");--> statement-breakpoint
CREATE INDEX "appointments_search_trgm" ON "appointments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand SQL (issue 9 §3): no therapist holds two overlapping appointments, buffers included, in any
-- centre; cancelled, denied and deleted ones do not count. A database guarantee, so simultaneous
-- creates cannot both pass a check. PGlite opens with btree_gist loaded (src/server/db/client.ts).
-- Deferrable: moving a whole series (rows onto each other's old slots) checks at commit.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_times_ck" CHECK ("starts_at" IS NOT NULL AND "ends_at" IS NOT NULL AND "busy_from" IS NOT NULL AND "busy_until" IS NOT NULL AND "starts_at" < "ends_at" AND "busy_from" <= "starts_at" AND "busy_until" >= "ends_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("busy_from", "busy_until", '[)') WITH &&) WHERE ("status" NOT IN ('CANCELLED', 'DENIED', 'DELETED')) DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_fk_fk" FOREIGN KEY ("series_fk") REFERENCES "public"."appointment_series"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "appointment_history_entries" ADD CONSTRAINT "appointment_history_entries_appointment_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade;
