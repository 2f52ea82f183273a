CREATE TABLE "contacts" (
	"contact_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"salutation" text,
	"sex" text,
	"date_of_birth" date,
	"ahv_number" text,
	"country_phone" text DEFAULT '+41' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"home_number" text,
	"email" text,
	"business_email" text,
	"alternative_email" text,
	"digital_email" text,
	"website" text,
	"company" text,
	"address_street" text,
	"address_building" text,
	"address_additional_line" text,
	"address_po_box" text,
	"address_zipcode" text,
	"address_city" text,
	"address_district" text,
	"address_state" text,
	"address_country" text,
	"billing_address" jsonb,
	"insurance" text,
	"insurance_number" text,
	"esr_number" text,
	"height" numeric(5, 1),
	"weight" numeric(5, 1),
	"blood_group" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_fk" uuid,
	"invoice_dispatch" text DEFAULT 'paper' NOT NULL,
	"agreement_invoice_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"avatar_fk" uuid,
	"avatar_file_name" text,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("address_city", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"service_category_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text,
	"position" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'regular' NOT NULL,
	"category_fk" uuid,
	"unit" text DEFAULT 'minute' NOT NULL,
	"ppu" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"tax" text DEFAULT '' NOT NULL,
	"buffer_time_before" integer DEFAULT 0 NOT NULL,
	"buffer_time" integer DEFAULT 0 NOT NULL,
	"fix_start" boolean DEFAULT false NOT NULL,
	"fix_start_time" text,
	"online_booking" boolean DEFAULT false NOT NULL,
	"confirmation" text DEFAULT 'automatic' NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"number" text,
	"tarif" text,
	"nr" text,
	"rate" numeric(9, 4) DEFAULT 1 NOT NULL,
	"tpw_al" numeric(8, 4),
	"tpw_tl" numeric(8, 4),
	"accounting_account" text,
	"lang_dep_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resource_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("number", '') || ' ' || coalesce("nr", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"value" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("value", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"vat_rate_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"type" text DEFAULT 'custom' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"country_code" text DEFAULT 'CH' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("code", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_parent_fk_contacts_contact_id_fk" FOREIGN KEY ("parent_fk") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_fk_service_categories_service_category_id_fk" FOREIGN KEY ("category_fk") REFERENCES "public"."service_categories"("service_category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_centre_idx" ON "contacts" USING btree ("centre_id","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_sort_idx" ON "contacts" USING btree ("centre_id","created_at","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_first_name_sort_idx" ON "contacts" USING btree ("centre_id",lower("first_name"),"contact_id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_sort_idx" ON "contacts" USING btree ("centre_id",lower("last_name"),"contact_id");--> statement-breakpoint
CREATE INDEX "contacts_sex_idx" ON "contacts" USING btree ("centre_id","sex");--> statement-breakpoint
CREATE INDEX "contacts_date_of_birth_sort_idx" ON "contacts" USING btree ("centre_id","date_of_birth","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_email_sort_idx" ON "contacts" USING btree ("centre_id",lower("email"),"contact_id");--> statement-breakpoint
CREATE INDEX "contacts_address_zipcode_sort_idx" ON "contacts" USING btree ("centre_id",lower("address_zipcode"),"contact_id");--> statement-breakpoint
CREATE INDEX "contacts_address_city_sort_idx" ON "contacts" USING btree ("centre_id",lower("address_city"),"contact_id");--> statement-breakpoint
CREATE INDEX "contacts_address_city_trgm" ON "contacts" USING gin ("address_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_tag_ids_gin" ON "contacts" USING gin ("tag_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contacts_parent_fk_fk_idx" ON "contacts" USING btree ("parent_fk");--> statement-breakpoint
CREATE INDEX "contacts_invoice_dispatch_idx" ON "contacts" USING btree ("centre_id","invoice_dispatch");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_categories_centre_idx" ON "service_categories" USING btree ("centre_id","service_category_id");--> statement-breakpoint
CREATE INDEX "service_categories_created_at_sort_idx" ON "service_categories" USING btree ("centre_id","created_at","service_category_id");--> statement-breakpoint
CREATE INDEX "service_categories_name_sort_idx" ON "service_categories" USING btree ("centre_id",lower("name"),"service_category_id");--> statement-breakpoint
CREATE INDEX "service_categories_position_sort_idx" ON "service_categories" USING btree ("centre_id","position","service_category_id");--> statement-breakpoint
CREATE INDEX "service_categories_search_trgm" ON "service_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_centre_idx" ON "services" USING btree ("centre_id","service_id");--> statement-breakpoint
CREATE INDEX "services_created_at_sort_idx" ON "services" USING btree ("centre_id","created_at","service_id");--> statement-breakpoint
CREATE INDEX "services_name_sort_idx" ON "services" USING btree ("centre_id",lower("name"),"service_id");--> statement-breakpoint
CREATE INDEX "services_name_trgm" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("centre_id","type");--> statement-breakpoint
CREATE INDEX "services_category_fk_fk_idx" ON "services" USING btree ("category_fk");--> statement-breakpoint
CREATE INDEX "services_ppu_sort_idx" ON "services" USING btree ("centre_id","ppu","service_id");--> statement-breakpoint
CREATE INDEX "services_duration_sort_idx" ON "services" USING btree ("centre_id","duration","service_id");--> statement-breakpoint
CREATE INDEX "services_online_booking_idx" ON "services" USING btree ("centre_id","online_booking");--> statement-breakpoint
CREATE INDEX "services_number_sort_idx" ON "services" USING btree ("centre_id",lower("number"),"service_id");--> statement-breakpoint
CREATE INDEX "services_resource_ids_gin" ON "services" USING gin ("resource_ids" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "services_search_trgm" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_centre_idx" ON "tags" USING btree ("centre_id","tag_id");--> statement-breakpoint
CREATE INDEX "tags_created_at_sort_idx" ON "tags" USING btree ("centre_id","created_at","tag_id");--> statement-breakpoint
CREATE INDEX "tags_value_sort_idx" ON "tags" USING btree ("centre_id",lower("value"),"tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_value_uq" ON "tags" USING btree ("centre_id",lower("value"));--> statement-breakpoint
CREATE INDEX "tags_search_trgm" ON "tags" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vat_rates_centre_idx" ON "vat_rates" USING btree ("centre_id","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_created_at_sort_idx" ON "vat_rates" USING btree ("centre_id","created_at","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_name_sort_idx" ON "vat_rates" USING btree ("centre_id",lower("name"),"vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_code_sort_idx" ON "vat_rates" USING btree ("centre_id",lower("code"),"vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_rate_sort_idx" ON "vat_rates" USING btree ("centre_id","rate","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_type_idx" ON "vat_rates" USING btree ("centre_id","type");--> statement-breakpoint
CREATE INDEX "vat_rates_valid_from_sort_idx" ON "vat_rates" USING btree ("centre_id","valid_from","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_valid_until_sort_idx" ON "vat_rates" USING btree ("centre_id","valid_until","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_country_code_idx" ON "vat_rates" USING btree ("centre_id","country_code");--> statement-breakpoint
CREATE INDEX "vat_rates_available_idx" ON "vat_rates" USING btree ("centre_id","available");--> statement-breakpoint
CREATE INDEX "vat_rates_search_trgm" ON "vat_rates" USING gin ("search_text" gin_trgm_ops);