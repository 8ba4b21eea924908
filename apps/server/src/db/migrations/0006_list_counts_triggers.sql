-- list_counts holds the live rows of orders and registrations per status. Statement triggers
-- with transition tables keep it exact for any insert, update, delete or truncate, one upsert
-- per statement (a bulk insert of 50,000 rows costs one), in status order so two transactions
-- never lock the same counters in opposite orders.
CREATE FUNCTION list_counts_add(list text, deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_counts AS c (list, status, live)
  SELECT list, key, value::bigint FROM jsonb_each_text(deltas) ORDER BY key
  ON CONFLICT (list, status) DO UPDATE SET live = c.live + excluded.live
$$;
--> statement-breakpoint
CREATE FUNCTION list_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_object_agg(status, n) FROM (
      SELECT status, count(*) AS n FROM new_rows WHERE deleted_at IS NULL GROUP BY status
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_object_agg(status, n) FROM (
      SELECT status, sum(delta) AS n FROM (
        SELECT status, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT status, -1 FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY status HAVING sum(delta) <> 0
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_counts_add(TG_TABLE_NAME, (
    SELECT jsonb_object_agg(status, -n) FROM (
      SELECT status, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY status
    ) AS grouped));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_list_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_list_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_list_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_list_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_truncate();
--> statement-breakpoint
CREATE TRIGGER registrations_list_counts_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER registrations_list_counts_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER registrations_list_counts_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER registrations_list_counts_truncate AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_after_truncate();
--> statement-breakpoint
INSERT INTO list_counts (list, status, live)
SELECT 'orders', status, count(*) FROM orders WHERE deleted_at IS NULL GROUP BY status;
--> statement-breakpoint
INSERT INTO list_counts (list, status, live)
SELECT 'registrations', status, count(*) FROM registrations WHERE deleted_at IS NULL GROUP BY status;
