CREATE TABLE "search_term_counts" (
	"list" text NOT NULL,
	"term" text NOT NULL,
	"status" text NOT NULL,
	"matches" bigint NOT NULL,
	"newest_at" timestamp with time zone,
	CONSTRAINT "search_term_counts_list_term_status_pk" PRIMARY KEY("list","term","status")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"list" text NOT NULL,
	"term" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_list_term_pk" PRIMARY KEY("list","term")
);
--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD CONSTRAINT "search_term_counts_list_term_search_terms_list_term_fk" FOREIGN KEY ("list","term") REFERENCES "search_terms"("list","term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The matches of each remembered term follow every change of the narrow search tables (0007):
-- statement triggers with transition tables, one upsert per statement for the terms and
-- statuses it changed, in key order so two writers never lock the same counters in opposite
-- orders. strpos over the lowercased search_text is the admin search's LIKE '%term%'.
-- newest_at never falls behind the newest match (an insert or update raises it, a delete leaves
-- it), so a page may start its walk there. TG_ARGV[0] names the list (orders, registrations).
CREATE FUNCTION search_term_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c (list, term, status, matches, newest_at)
  SELECT t.list, t.term, r.status, count(*), max(r.created_at)
  FROM search_terms t JOIN new_rows r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY t.list, t.term, r.status
  ORDER BY t.list, t.term, r.status
  ON CONFLICT (list, term, status) DO UPDATE
    SET matches = c.matches + excluded.matches,
        newest_at = greatest(c.newest_at, excluded.newest_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_term_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c (list, term, status, matches, newest_at)
  SELECT t.list, t.term, r.status, sum(r.delta), max(r.created_at) FILTER (WHERE r.delta > 0)
  FROM search_terms t JOIN (
    SELECT status, search_text, created_at, 1 AS delta FROM new_rows
    UNION ALL
    SELECT status, search_text, created_at, -1 FROM old_rows
  ) AS r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY t.list, t.term, r.status
  ORDER BY t.list, t.term, r.status
  ON CONFLICT (list, term, status) DO UPDATE
    SET matches = c.matches + excluded.matches,
        newest_at = greatest(c.newest_at, excluded.newest_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_term_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c (list, term, status, matches)
  SELECT t.list, t.term, r.status, -count(*)
  FROM search_terms t JOIN old_rows r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY t.list, t.term, r.status
  ORDER BY t.list, t.term, r.status
  ON CONFLICT (list, term, status) DO UPDATE SET matches = c.matches + excluded.matches;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_term_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_term_counts SET matches = 0, newest_at = NULL WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_search_term_counts_insert AFTER INSERT ON order_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_insert('orders');
--> statement-breakpoint
CREATE TRIGGER order_search_term_counts_update AFTER UPDATE ON order_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_update('orders');
--> statement-breakpoint
CREATE TRIGGER order_search_term_counts_delete AFTER DELETE ON order_search
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_delete('orders');
--> statement-breakpoint
CREATE TRIGGER order_search_term_counts_truncate AFTER TRUNCATE ON order_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_truncate('orders');
--> statement-breakpoint
CREATE TRIGGER registration_search_term_counts_insert AFTER INSERT ON registration_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_insert('registrations');
--> statement-breakpoint
CREATE TRIGGER registration_search_term_counts_update AFTER UPDATE ON registration_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_update('registrations');
--> statement-breakpoint
CREATE TRIGGER registration_search_term_counts_delete AFTER DELETE ON registration_search
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_delete('registrations');
--> statement-breakpoint
CREATE TRIGGER registration_search_term_counts_truncate AFTER TRUNCATE ON registration_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_counts_after_truncate('registrations');
