DROP INDEX "checkout_types_name_sort_idx";--> statement-breakpoint
DROP INDEX "checkout_types_account_number_sort_idx";--> statement-breakpoint
DROP INDEX "contacts_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "contacts_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "contacts_email_sort_idx";--> statement-breakpoint
DROP INDEX "contacts_address_zipcode_sort_idx";--> statement-breakpoint
DROP INDEX "contacts_address_city_sort_idx";--> statement-breakpoint
DROP INDEX "coupons_name_sort_idx";--> statement-breakpoint
DROP INDEX "coupons_code_sort_idx";--> statement-breakpoint
DROP INDEX "invoice_templates_name_sort_idx";--> statement-breakpoint
DROP INDEX "query_lists_name_sort_idx";--> statement-breakpoint
DROP INDEX "service_categories_name_sort_idx";--> statement-breakpoint
DROP INDEX "services_name_sort_idx";--> statement-breakpoint
DROP INDEX "services_number_sort_idx";--> statement-breakpoint
DROP INDEX "tags_value_sort_idx";--> statement-breakpoint
DROP INDEX "vat_rates_name_sort_idx";--> statement-breakpoint
DROP INDEX "vat_rates_code_sort_idx";--> statement-breakpoint
CREATE INDEX "checkout_types_name_sort_idx" ON "checkout_types" USING btree ("centre_id",lower("name") collate "kura_sort","checkout_type_id");--> statement-breakpoint
CREATE INDEX "checkout_types_account_number_sort_idx" ON "checkout_types" USING btree ("centre_id",lower("account_number") collate "kura_sort","checkout_type_id");--> statement-breakpoint
CREATE INDEX "contacts_first_name_sort_idx" ON "contacts" USING btree ("centre_id",lower("first_name") collate "kura_sort","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_sort_idx" ON "contacts" USING btree ("centre_id",lower("last_name") collate "kura_sort","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_email_sort_idx" ON "contacts" USING btree ("centre_id",lower("email") collate "kura_sort","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_address_zipcode_sort_idx" ON "contacts" USING btree ("centre_id",lower("address_zipcode") collate "kura_sort","contact_id");--> statement-breakpoint
CREATE INDEX "contacts_address_city_sort_idx" ON "contacts" USING btree ("centre_id",lower("address_city") collate "kura_sort","contact_id");--> statement-breakpoint
CREATE INDEX "coupons_name_sort_idx" ON "coupons" USING btree ("centre_id",lower("name") collate "kura_sort","coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_code_sort_idx" ON "coupons" USING btree ("centre_id",lower("code") collate "kura_sort","coupon_id");--> statement-breakpoint
CREATE INDEX "invoice_templates_name_sort_idx" ON "invoice_templates" USING btree ("centre_id",lower("name") collate "kura_sort","invoice_template_id");--> statement-breakpoint
CREATE INDEX "query_lists_name_sort_idx" ON "query_lists" USING btree ("centre_id",lower("name") collate "kura_sort","query_list_id");--> statement-breakpoint
CREATE INDEX "service_categories_name_sort_idx" ON "service_categories" USING btree ("centre_id",lower("name") collate "kura_sort","service_category_id");--> statement-breakpoint
CREATE INDEX "services_name_sort_idx" ON "services" USING btree ("centre_id",lower("name") collate "kura_sort","service_id");--> statement-breakpoint
CREATE INDEX "services_number_sort_idx" ON "services" USING btree ("centre_id",lower("number") collate "kura_sort","service_id");--> statement-breakpoint
CREATE INDEX "tags_value_sort_idx" ON "tags" USING btree ("centre_id",lower("value") collate "kura_sort","tag_id");--> statement-breakpoint
CREATE INDEX "vat_rates_name_sort_idx" ON "vat_rates" USING btree ("centre_id",lower("name") collate "kura_sort","vat_rate_id");--> statement-breakpoint
CREATE INDEX "vat_rates_code_sort_idx" ON "vat_rates" USING btree ("centre_id",lower("code") collate "kura_sort","vat_rate_id");