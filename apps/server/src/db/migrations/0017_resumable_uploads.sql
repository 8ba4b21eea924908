CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"slot" text NOT NULL,
	"length" integer NOT NULL,
	"stored_key" text,
	"file_name" text,
	"content_type" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_draft_idx" ON "uploads" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "uploads_expires_idx" ON "uploads" USING btree ("expires_at");