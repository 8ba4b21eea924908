DROP INDEX "orders_buyer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_number_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_referral_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_name_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_email_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_code_trgm_idx";--> statement-breakpoint
DROP INDEX "admin_audit_activity_idx";--> statement-breakpoint
DROP INDEX "orders_live_created_idx";--> statement-breakpoint
DROP INDEX "orders_live_status_idx";--> statement-breakpoint
DROP INDEX "registrations_live_created_idx";--> statement-breakpoint
DROP INDEX "registrations_live_status_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(buyer_name || chr(31) || email || chr(31) || phone || chr(31) || coalesce(referral_code, '') || chr(31) || order_number)) STORED;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || full_name || chr(31) || email || chr(31) || phone || chr(31) || code)) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_search_trgm_idx" ON "registrations" USING gin ("search_text" gin_trgm_ops) WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "admin_audit_activity_idx" ON "admin_audit_events" USING btree ("created_at" DESC NULLS FIRST) WHERE "admin_audit_events"."action" in ('order.status_change', 'registration.status_change', 'registration.edit');--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_created_idx" ON "registrations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_status_idx" ON "registrations" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "registrations"."deleted_at" is null;