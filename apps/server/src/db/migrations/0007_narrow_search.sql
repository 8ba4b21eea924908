CREATE TABLE "order_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
-- The live rows' search in narrow tables, filled before their indexes are built (faster on a
-- million rows), then kept exact by statement triggers with transition tables like list_counts'
-- (0006): an insert adds its live rows, an update removes the rows no longer live and upserts
-- the live ones whose created_at, status or search_text changed, a delete or truncate removes.
INSERT INTO order_search (id, created_at, status, search_text)
SELECT id, created_at, status, search_text FROM orders WHERE deleted_at IS NULL
ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
INSERT INTO registration_search (id, created_at, status, search_text)
SELECT id, created_at, status, search_text FROM registrations WHERE deleted_at IS NULL
ORDER BY created_at DESC, id DESC;
--> statement-breakpoint
CREATE INDEX "order_search_trgm_idx" ON "order_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_search_created_idx" ON "order_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_search_status_idx" ON "order_search" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registration_search_trgm_idx" ON "registration_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registration_search_created_idx" ON "registration_search" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registration_search_status_idx" ON "registration_search" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- TG_ARGV[0] names the narrow table of the triggering one.
CREATE FUNCTION list_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I (id, created_at, status, search_text)
     SELECT id, created_at, status, search_text FROM new_rows WHERE deleted_at IS NULL',
    TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'DELETE FROM %I WHERE id IN (
       SELECT id FROM old_rows EXCEPT SELECT id FROM new_rows WHERE deleted_at IS NULL)',
    TG_ARGV[0]);
  EXECUTE format(
    'INSERT INTO %1$I AS s (id, created_at, status, search_text)
     SELECT id, created_at, status, search_text FROM new_rows WHERE deleted_at IS NULL
     ORDER BY id
     ON CONFLICT (id) DO UPDATE
       SET created_at = excluded.created_at, status = excluded.status,
           search_text = excluded.search_text
       WHERE (s.created_at, s.status, s.search_text)
         IS DISTINCT FROM (excluded.created_at, excluded.status, excluded.search_text)',
    TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_search_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I WHERE id IN (SELECT id FROM old_rows)', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_search_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_insert('order_search');
--> statement-breakpoint
CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_update('order_search');
--> statement-breakpoint
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_delete('order_search');
--> statement-breakpoint
CREATE TRIGGER orders_search_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_truncate('order_search');
--> statement-breakpoint
CREATE TRIGGER registrations_search_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_insert('registration_search');
--> statement-breakpoint
CREATE TRIGGER registrations_search_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_update('registration_search');
--> statement-breakpoint
CREATE TRIGGER registrations_search_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_delete('registration_search');
--> statement-breakpoint
CREATE TRIGGER registrations_search_truncate AFTER TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_after_truncate('registration_search');
