CREATE TABLE "invoice_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'UNPROCESSED' NOT NULL,
	"contact_id" uuid NOT NULL,
	"provider_id" uuid,
	"project_fk" uuid,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"total_net" integer DEFAULT 0 NOT NULL,
	"total_tax" integer DEFAULT 0 NOT NULL,
	"rounding" integer DEFAULT 0 NOT NULL,
	"total_due" integer DEFAULT 0 NOT NULL,
	"vat_by_rate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference" text,
	"reference_type" text DEFAULT 'NON' NOT NULL,
	"iban" text,
	"payment_deadline" date,
	"printed_at" timestamp with time zone,
	"printed_at_second_form" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_as" text,
	"send_mode" text,
	"reminder1_at" timestamp with time zone,
	"reminder2_at" timestamp with time zone,
	"reminder3_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"bulk_number" text,
	"credit_note" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"birth_date" date,
	"billing_details" jsonb,
	"header" jsonb,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appointment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("number", '') || ' ' || coalesce("reference", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "online_presence_settings" ADD COLUMN "request_expiry_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_appointments" ADD CONSTRAINT "invoice_appointments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_appointments" ADD CONSTRAINT "invoice_appointments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_appointments" ADD CONSTRAINT "invoice_appointments_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_fk_projects_project_id_fk" FOREIGN KEY ("project_fk") REFERENCES "public"."projects"("project_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_appointments_appointment_uq" ON "invoice_appointments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "invoice_appointments_invoice_idx" ON "invoice_appointments" USING btree ("centre_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_centre_idx" ON "invoices" USING btree ("centre_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_sort_idx" ON "invoices" USING btree ("centre_id","created_at","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_number_sort_idx" ON "invoices" USING btree ("centre_id",lower("number") collate "kura_sort","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("centre_id",lower("number"));--> statement-breakpoint
CREATE INDEX "invoices_date_sort_idx" ON "invoices" USING btree ("centre_id","date","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "invoices_contact_id_idx" ON "invoices" USING btree ("centre_id","contact_id");--> statement-breakpoint
CREATE INDEX "invoices_provider_id_idx" ON "invoices" USING btree ("centre_id","provider_id");--> statement-breakpoint
CREATE INDEX "invoices_project_fk_fk_idx" ON "invoices" USING btree ("project_fk");--> statement-breakpoint
CREATE INDEX "invoices_amount_sort_idx" ON "invoices" USING btree ("centre_id","amount","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_total_due_sort_idx" ON "invoices" USING btree ("centre_id","total_due","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_uq" ON "invoices" USING btree ("centre_id",lower("reference"));--> statement-breakpoint
CREATE INDEX "invoices_sent_at_sort_idx" ON "invoices" USING btree ("centre_id","sent_at","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_sent_as_idx" ON "invoices" USING btree ("centre_id","sent_as");--> statement-breakpoint
CREATE INDEX "invoices_bulk_number_idx" ON "invoices" USING btree ("centre_id","bulk_number");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);