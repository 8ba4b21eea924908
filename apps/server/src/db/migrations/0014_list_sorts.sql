CREATE INDEX "orders_live_total_idx" ON "orders" USING btree ("total","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_status_total_idx" ON "orders" USING btree ("status","total","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_name_idx" ON "orders" USING btree (lower("buyer_name"),"id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_status_name_idx" ON "orders" USING btree ("status",lower("buyer_name"),"id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_name_idx" ON "registrations" USING btree (lower(coalesce(nullif("full_name", ''), "name")),"id") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_live_status_name_idx" ON "registrations" USING btree ("status",lower(coalesce(nullif("full_name", ''), "name")),"id") WHERE "registrations"."deleted_at" is null;