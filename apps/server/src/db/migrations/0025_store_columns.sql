-- The agent's shop is a "store" everywhere (issue 44): its two columns, and the field names that
-- the edit history and the audit log recorded for them, so old edits keep their labels. A backup
-- made before this migration is restored with the old names and renamed here.
ALTER TABLE "registrations" RENAME COLUMN "shop_name" TO "store_name";--> statement-breakpoint
ALTER TABLE "registrations" RENAME COLUMN "shop_address_struk" TO "store_address_struk";--> statement-breakpoint
UPDATE "registration_audits" SET "changes" = (
	SELECT jsonb_object_agg(
		CASE "key" WHEN 'shop_name' THEN 'store_name' WHEN 'shop_address_struk' THEN 'store_address_struk' ELSE "key" END,
		"value")
	FROM jsonb_each("changes")
) WHERE "changes" ?| ARRAY['shop_name', 'shop_address_struk'];--> statement-breakpoint
UPDATE "admin_audit_events" SET "details" = jsonb_set("details", '{changes}', (
	SELECT jsonb_object_agg(
		CASE "key" WHEN 'shop_name' THEN 'store_name' WHEN 'shop_address_struk' THEN 'store_address_struk' ELSE "key" END,
		"value")
	FROM jsonb_each("details" -> 'changes')
)) WHERE "action" = 'registration.edit' AND "details" -> 'changes' ?| ARRAY['shop_name', 'shop_address_struk'];--> statement-breakpoint
-- A purged edit keeps only its field names, sorted (purge-repository.ts).
UPDATE "admin_audit_events" SET "details" = jsonb_set("details", '{fields}', (
	SELECT jsonb_agg("renamed" ORDER BY "renamed")
	FROM (
		SELECT CASE "field" WHEN 'shop_name' THEN 'store_name' WHEN 'shop_address_struk' THEN 'store_address_struk' ELSE "field" END AS "renamed"
		FROM jsonb_array_elements_text("details" -> 'fields') AS "field"
	) AS "fields"
)) WHERE "action" = 'registration.edit' AND "details" -> 'fields' ?| ARRAY['shop_name', 'shop_address_struk'];
