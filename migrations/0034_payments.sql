CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"duplicate_key" text NOT NULL,
	"status" text NOT NULL,
	"match" text NOT NULL,
	"reason" text,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"checkout_type_id" uuid,
	"message_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"entry_index" integer NOT NULL,
	"transaction_index" integer,
	"account_servicer_reference" text,
	"end_to_end_id" text,
	"booking_date" date,
	"value_date" date,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"credit_debit" text NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"reference" text,
	"debtor_iban" text,
	"debtor_name" text,
	"text" text DEFAULT '' NOT NULL,
	"bulk_number" text,
	"invoice_id" uuid,
	"payment_id" uuid,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"invoice_id" uuid,
	"contact_id" uuid,
	"checkout_type_id" uuid,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"invoice_amount" integer NOT NULL,
	"credit_change" integer NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"transaction_id" uuid,
	"reversal_of" uuid,
	"reversed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_checkout_type_id_checkout_types_checkout_type_id_fk" FOREIGN KEY ("checkout_type_id") REFERENCES "public"."checkout_types"("checkout_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_type_id_checkout_types_checkout_type_id_fk" FOREIGN KEY ("checkout_type_id") REFERENCES "public"."checkout_types"("checkout_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_of_payments_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_duplicate_key_uq" ON "bank_transactions" USING btree ("centre_id","duplicate_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_status_idx" ON "bank_transactions" USING btree ("centre_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bank_transactions_import_idx" ON "bank_transactions" USING btree ("centre_id","import_id");--> statement-breakpoint
CREATE INDEX "payments_centre_date_idx" ON "payments" USING btree ("centre_id","date");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("centre_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_contact_idx" ON "payments" USING btree ("centre_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reversal_uq" ON "payments" USING btree ("reversal_of");