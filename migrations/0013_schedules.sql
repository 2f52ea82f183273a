CREATE TABLE "booking_centres" (
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_centres_centre_id_user_id_pk" PRIMARY KEY("centre_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "booking_provider_options" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"min_schedule_step" integer DEFAULT 15 NOT NULL,
	"notification_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"third_party_calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sms_package_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_template_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_day" integer NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_template_days_week_day_ck" CHECK ("schedule_template_days"."week_day" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_days_date_ck" CHECK ("special_days"."date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "booking_centres" ADD CONSTRAINT "booking_centres_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_provider_options" ADD CONSTRAINT "booking_provider_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_template_days" ADD CONSTRAINT "schedule_template_days_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_membership_fk" FOREIGN KEY ("centre_id","user_id") REFERENCES "public"."centre_providers"("centre_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_template_days_provider_day_uq" ON "schedule_template_days" USING btree ("centre_id","user_id","week_day");--> statement-breakpoint
CREATE UNIQUE INDEX "special_days_provider_date_uq" ON "special_days" USING btree ("centre_id","user_id","date");