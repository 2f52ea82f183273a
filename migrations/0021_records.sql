CREATE TABLE "projects" (
	"project_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"contact_fk" uuid,
	"case_number" text,
	"case_date" date,
	"accident_number" text,
	"accident_date" date,
	"disposition_number" text,
	"disposition_date" date,
	"cost_reimbursement_number" text,
	"cost_reimbursement_date" date,
	"insurance_law" text,
	"treatment_type" text,
	"treatment_reason" text,
	"session_type" text,
	"max_sessions" integer,
	"diagnosis" text,
	"referrer_first_name" text,
	"referrer_last_name" text,
	"referrer_gln" text,
	"referrer_zsr" text,
	"referrer_address" text,
	"referrer_zip" text,
	"referrer_city" text,
	"remuneration_type" text,
	"canton" text,
	"insurance_card_number" text,
	"insurance_card_valid_until" date,
	"role" text,
	"place" text,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("case_number", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contact_fk_contacts_contact_id_fk" FOREIGN KEY ("contact_fk") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_centre_idx" ON "projects" USING btree ("centre_id","project_id");--> statement-breakpoint
CREATE INDEX "projects_created_at_sort_idx" ON "projects" USING btree ("centre_id","created_at","project_id");--> statement-breakpoint
CREATE INDEX "projects_name_sort_idx" ON "projects" USING btree ("centre_id",lower("name") collate "kura_sort","project_id");--> statement-breakpoint
CREATE INDEX "projects_contact_fk_fk_idx" ON "projects" USING btree ("contact_fk");--> statement-breakpoint
CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_fk_projects_project_id_fk" FOREIGN KEY ("project_fk") REFERENCES "public"."projects"("project_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_project_fk_fk_idx" ON "appointments" USING btree ("project_fk");