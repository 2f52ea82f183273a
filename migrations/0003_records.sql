CREATE TABLE "booking_communication_settings" (
	"booking_communication_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reminder" integer DEFAULT 24 NOT NULL,
	"second_reminder" integer DEFAULT 2 NOT NULL,
	"email_request" boolean DEFAULT true NOT NULL,
	"email_confirmation" boolean DEFAULT true NOT NULL,
	"email_change" boolean DEFAULT true NOT NULL,
	"email_cancellation" boolean DEFAULT true NOT NULL,
	"email_first_reminder" boolean DEFAULT true NOT NULL,
	"email_second_reminder" boolean DEFAULT true NOT NULL,
	"sms_request" boolean DEFAULT false NOT NULL,
	"sms_confirmation" boolean DEFAULT false NOT NULL,
	"sms_change" boolean DEFAULT false NOT NULL,
	"sms_cancellation" boolean DEFAULT false NOT NULL,
	"sms_first_reminder" boolean DEFAULT false NOT NULL,
	"sms_second_reminder" boolean DEFAULT false NOT NULL,
	"nickname" text
);
--> statement-breakpoint
CREATE TABLE "checkout_types" (
	"checkout_type_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"account_number" text,
	"camt_account" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("account_number", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount" integer NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"max_redemptions" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '') || ' ' || coalesce("code", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "invoice_templates" (
	"invoice_template_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"html" text NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"show_payment" boolean DEFAULT true NOT NULL,
	"repeatable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
CREATE TABLE "invoicing_settings" (
	"invoicing_settings_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text,
	"description" text,
	"notes" text,
	"signed_by" text,
	"role" text,
	"greetings" text,
	"law" text DEFAULT 'VVG' NOT NULL,
	"treatment_type" text DEFAULT 'ambulatory' NOT NULL,
	"reason_for_treatment" text DEFAULT 'disease' NOT NULL,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"reminder1_days" integer DEFAULT 10 NOT NULL,
	"reminder2_days" integer DEFAULT 10 NOT NULL,
	"reminder3_days" integer DEFAULT 10 NOT NULL,
	"reminder1_text" text,
	"reminder2_text" text,
	"reminder3_text" text,
	"email_template" text,
	"direct_email_template" text,
	"direct_pdf_sending" boolean DEFAULT false NOT NULL,
	"invoice_documents" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_presence_settings" (
	"online_presence_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"public_profile" boolean DEFAULT false NOT NULL,
	"widget_template_name" text DEFAULT 'standard' NOT NULL,
	"widget_button_colour" text DEFAULT '#1c6e8c' NOT NULL,
	"widget_button_font" text DEFAULT 'system' NOT NULL,
	"widget_button_size" text DEFAULT 'medium' NOT NULL,
	"widget_button_text" text,
	"only_address_book_clients" boolean DEFAULT false NOT NULL,
	"booking_limit_amount" integer DEFAULT 24 NOT NULL,
	"booking_limit_unit" text DEFAULT 'hours' NOT NULL,
	"booking_horizon_amount" integer DEFAULT 6 NOT NULL,
	"booking_horizon_unit" text DEFAULT 'months' NOT NULL,
	"cancellation_limit_amount" integer DEFAULT 24 NOT NULL,
	"cancellation_limit_unit" text DEFAULT 'hours' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "query_lists" (
	"query_list_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"resource" text DEFAULT 'contacts' NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" jsonb,
	"search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("name", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')) STORED
);
--> statement-breakpoint
ALTER TABLE "booking_communication_settings" ADD CONSTRAINT "booking_communication_settings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_types" ADD CONSTRAINT "checkout_types_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_templates" ADD CONSTRAINT "invoice_templates_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_settings" ADD CONSTRAINT "invoicing_settings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_presence_settings" ADD CONSTRAINT "online_presence_settings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_lists" ADD CONSTRAINT "query_lists_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_communication_settings_centre_uq" ON "booking_communication_settings" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "booking_communication_settings_created_at_sort_idx" ON "booking_communication_settings" USING btree ("centre_id","created_at","booking_communication_id");--> statement-breakpoint
CREATE INDEX "checkout_types_centre_idx" ON "checkout_types" USING btree ("centre_id","checkout_type_id");--> statement-breakpoint
CREATE INDEX "checkout_types_created_at_sort_idx" ON "checkout_types" USING btree ("centre_id","created_at","checkout_type_id");--> statement-breakpoint
CREATE INDEX "checkout_types_name_sort_idx" ON "checkout_types" USING btree ("centre_id",lower("name"),"checkout_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_types_name_uq" ON "checkout_types" USING btree ("centre_id",lower("name"));--> statement-breakpoint
CREATE INDEX "checkout_types_account_number_sort_idx" ON "checkout_types" USING btree ("centre_id",lower("account_number"),"checkout_type_id");--> statement-breakpoint
CREATE INDEX "checkout_types_camt_account_idx" ON "checkout_types" USING btree ("centre_id","camt_account");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_types_camt_account_uq" ON "checkout_types" USING btree ("centre_id",lower("camt_account"));--> statement-breakpoint
CREATE INDEX "checkout_types_active_idx" ON "checkout_types" USING btree ("centre_id","active");--> statement-breakpoint
CREATE INDEX "checkout_types_search_trgm" ON "checkout_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_centre_idx" ON "coupons" USING btree ("centre_id","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_created_at_sort_idx" ON "coupons" USING btree ("centre_id","created_at","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_name_sort_idx" ON "coupons" USING btree ("centre_id",lower("name"),"coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_code_sort_idx" ON "coupons" USING btree ("centre_id",lower("code"),"coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("centre_id",lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_discount_type_idx" ON "coupons" USING btree ("centre_id","discount_type");--> statement-breakpoint
CREATE INDEX "coupons_discount_sort_idx" ON "coupons" USING btree ("centre_id","discount","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_start_date_sort_idx" ON "coupons" USING btree ("centre_id","start_date","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_expiry_date_sort_idx" ON "coupons" USING btree ("centre_id","expiry_date","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_active_idx" ON "coupons" USING btree ("centre_id","active");--> statement-breakpoint
CREATE INDEX "coupons_search_trgm" ON "coupons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_templates_centre_idx" ON "invoice_templates" USING btree ("centre_id","invoice_template_id");--> statement-breakpoint
CREATE INDEX "invoice_templates_created_at_sort_idx" ON "invoice_templates" USING btree ("centre_id","created_at","invoice_template_id");--> statement-breakpoint
CREATE INDEX "invoice_templates_name_sort_idx" ON "invoice_templates" USING btree ("centre_id",lower("name"),"invoice_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_templates_name_uq" ON "invoice_templates" USING btree ("centre_id",lower("name"));--> statement-breakpoint
CREATE INDEX "invoice_templates_active_idx" ON "invoice_templates" USING btree ("centre_id","active");--> statement-breakpoint
CREATE INDEX "invoice_templates_search_trgm" ON "invoice_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_settings_centre_uq" ON "invoicing_settings" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "invoicing_settings_created_at_sort_idx" ON "invoicing_settings" USING btree ("centre_id","created_at","invoicing_settings_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_presence_settings_centre_uq" ON "online_presence_settings" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "online_presence_settings_created_at_sort_idx" ON "online_presence_settings" USING btree ("centre_id","created_at","online_presence_id");--> statement-breakpoint
CREATE INDEX "query_lists_centre_idx" ON "query_lists" USING btree ("centre_id","query_list_id");--> statement-breakpoint
CREATE INDEX "query_lists_created_at_sort_idx" ON "query_lists" USING btree ("centre_id","created_at","query_list_id");--> statement-breakpoint
CREATE INDEX "query_lists_name_sort_idx" ON "query_lists" USING btree ("centre_id",lower("name"),"query_list_id");--> statement-breakpoint
CREATE INDEX "query_lists_resource_idx" ON "query_lists" USING btree ("centre_id","resource");--> statement-breakpoint
CREATE INDEX "query_lists_search_trgm" ON "query_lists" USING gin ("search_text" gin_trgm_ops);