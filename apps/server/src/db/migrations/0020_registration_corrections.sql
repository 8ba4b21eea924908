CREATE TABLE "registration_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"requested_by" uuid,
	"documents" jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"field" text NOT NULL,
	"stored_key" text NOT NULL,
	"file_name" text NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	"correction_id" uuid
);
--> statement-breakpoint
ALTER TABLE "registration_corrections" ADD CONSTRAINT "registration_corrections_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_corrections" ADD CONSTRAINT "registration_corrections_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_document_versions" ADD CONSTRAINT "registration_document_versions_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_document_versions" ADD CONSTRAINT "registration_document_versions_correction_id_registration_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "registration_corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_corrections_reg_idx" ON "registration_corrections" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_document_versions_reg_idx" ON "registration_document_versions" USING btree ("registration_id");