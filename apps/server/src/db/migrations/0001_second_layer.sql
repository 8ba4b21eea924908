CREATE TABLE "pending_files" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "village_code" text;--> statement-breakpoint
CREATE INDEX "pending_files_created_idx" ON "pending_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_code_trgm_idx" ON "registrations" USING gin ("code" gin_trgm_ops);