ALTER TABLE "orders" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_purge_due_idx" ON "orders" USING btree ("deleted_at") WHERE "orders"."deleted_at" is not null and "orders"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_purge_due_idx" ON "registrations" USING btree ("deleted_at") WHERE "registrations"."deleted_at" is not null and "registrations"."purged_at" is null;