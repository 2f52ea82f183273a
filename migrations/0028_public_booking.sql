CREATE TABLE "online_bookings" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"centre_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"cancelled_online_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_bookings_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_bookings_centre_idx" ON "online_bookings" USING btree ("centre_id","cancelled_online_at");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_phone_idx" ON "phone_verification_codes" USING btree ("phone","expires_at");