CREATE TABLE "appointment_reminders" (
	"centre_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"job_id" uuid NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_kind_pk" PRIMARY KEY("appointment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminders_centre_idx" ON "appointment_reminders" USING btree ("centre_id","due_at");