DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
DROP INDEX "registrations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_live_created_idx";--> statement-breakpoint
DROP INDEX "registrations_live_created_idx";--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_created_idx" ON "registrations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "registrations"."deleted_at" is null;