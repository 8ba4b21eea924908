CREATE TABLE "list_day_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_day_counts_list_status_day_pk" PRIMARY KEY("list","status","day")
);
--> statement-breakpoint
-- list_day_counts holds the live rows of orders and registrations per status and per day of
-- created_at in Asia/Jakarta (SHOP_TIME_ZONE in @toko/contracts; the list's ranges are whole days
-- there), kept like list_counts (0006): statement triggers with transition tables, one upsert per
-- statement in key order, so two transactions never lock the same counters in opposite orders.
CREATE FUNCTION list_day_counts_add(list text, deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_day_counts AS c (list, status, day, live)
  SELECT list, d.status, d.day, d.live
  FROM jsonb_to_recordset(deltas) AS d(status text, day date, live bigint)
  ORDER BY d.status, d.day
  ON CONFLICT (list, status, day) DO UPDATE SET live = c.live + excluded.live
$$;
--> statement-breakpoint
CREATE FUNCTION list_day_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_day_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_agg(grouped) FROM (
      SELECT status, (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, count(*) AS live
      FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_day_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_day_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_agg(grouped) FROM (
      SELECT status, day, sum(delta) AS live FROM (
        SELECT status, (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, 1 AS delta
        FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT status, (created_at AT TIME ZONE 'Asia/Jakarta')::date, -1
        FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY status, day HAVING sum(delta) <> 0
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_day_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_day_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_agg(grouped) FROM (
      SELECT status, (created_at AT TIME ZONE 'Asia/Jakarta')::date AS day, -count(*) AS live
      FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_day_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_day_counts WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_list_day_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_list_day_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_list_day_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_list_day_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_truncate();
--> statement-breakpoint
INSERT INTO list_day_counts (list, status, day, live)
SELECT 'orders', status, (created_at AT TIME ZONE 'Asia/Jakarta')::date, count(*)
FROM orders WHERE deleted_at IS NULL GROUP BY 2, 3;
--> statement-breakpoint
CREATE TRIGGER registrations_list_day_counts_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER registrations_list_day_counts_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER registrations_list_day_counts_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER registrations_list_day_counts_truncate AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION list_day_counts_after_truncate();
--> statement-breakpoint
INSERT INTO list_day_counts (list, status, day, live)
SELECT 'registrations', status, (created_at AT TIME ZONE 'Asia/Jakarta')::date, count(*)
FROM registrations WHERE deleted_at IS NULL GROUP BY 2, 3;
--> statement-breakpoint
-- The narrow search tables gain the lists' sort keys: emptied here, so the columns can be added
-- NOT NULL, and filled again below before their new indexes are built. The remembered terms'
-- counts (0010) would be counted again row by row: the terms are forgotten instead, and a
-- search remembers them anew.
DELETE FROM search_terms;
--> statement-breakpoint
TRUNCATE order_search, registration_search;
--> statement-breakpoint
ALTER TABLE "order_search" ADD COLUMN "total" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "order_search" ADD COLUMN "sort_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_search" ADD COLUMN "sort_name" text NOT NULL;--> statement-breakpoint
-- The triggers of 0007 copy the sort keys too: TG_ARGV[1] lists the narrow table's key columns,
-- TG_ARGV[2] their values in the wide row (the same expressions as lib/list-order.ts).
CREATE OR REPLACE FUNCTION list_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I (id, created_at, status, search_text, %s)
     SELECT id, created_at, status, search_text, %s FROM new_rows WHERE deleted_at IS NULL',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copied text[] := string_to_array('created_at, status, search_text, ' || TG_ARGV[1], ', ');
  kept text := (SELECT string_agg('s.' || c, ', ') FROM unnest(copied) AS c);
  incoming text := (SELECT string_agg('excluded.' || c, ', ') FROM unnest(copied) AS c);
BEGIN
  EXECUTE format(
    'DELETE FROM %I WHERE id IN (
       SELECT id FROM old_rows EXCEPT SELECT id FROM new_rows WHERE deleted_at IS NULL)',
    TG_ARGV[0]);
  EXECUTE format(
    'INSERT INTO %1$I AS s (id, %2$s)
     SELECT id, created_at, status, search_text, %3$s FROM new_rows WHERE deleted_at IS NULL
     ORDER BY id
     ON CONFLICT (id) DO UPDATE SET (%2$s) = ROW(%4$s)
       WHERE (%5$s) IS DISTINCT FROM (%4$s)',
    TG_ARGV[0], array_to_string(copied, ', '), TG_ARGV[2], incoming, kept);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER orders_search_insert ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_insert(
    'order_search', 'total, sort_name', 'total, lower(buyer_name)');
--> statement-breakpoint
DROP TRIGGER orders_search_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_update(
    'order_search', 'total, sort_name', 'total, lower(buyer_name)');
--> statement-breakpoint
INSERT INTO order_search (id, created_at, status, search_text, total, sort_name)
SELECT id, created_at, status, search_text, total, lower(buyer_name) FROM orders WHERE deleted_at IS NULL
ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
DROP TRIGGER registrations_search_insert ON registrations;
--> statement-breakpoint
CREATE TRIGGER registrations_search_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_insert(
    'registration_search', 'sort_name', 'lower(coalesce(nullif(full_name, ''''), name))');
--> statement-breakpoint
DROP TRIGGER registrations_search_update ON registrations;
--> statement-breakpoint
CREATE TRIGGER registrations_search_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_update(
    'registration_search', 'sort_name', 'lower(coalesce(nullif(full_name, ''''), name))');
--> statement-breakpoint
INSERT INTO registration_search (id, created_at, status, search_text, sort_name)
SELECT id, created_at, status, search_text, lower(coalesce(nullif(full_name, ''), name)) FROM registrations WHERE deleted_at IS NULL
ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
CREATE INDEX "order_search_total_idx" ON "order_search" USING btree ("total","id","created_at");--> statement-breakpoint
CREATE INDEX "order_search_status_total_idx" ON "order_search" USING btree ("status","total","id","created_at");--> statement-breakpoint
CREATE INDEX "order_search_name_idx" ON "order_search" USING btree ("sort_name","id","created_at");--> statement-breakpoint
CREATE INDEX "order_search_status_name_idx" ON "order_search" USING btree ("status","sort_name","id","created_at");--> statement-breakpoint
CREATE INDEX "registration_search_name_idx" ON "registration_search" USING btree ("sort_name","id","created_at");--> statement-breakpoint
CREATE INDEX "registration_search_status_name_idx" ON "registration_search" USING btree ("status","sort_name","id","created_at");