-- Remembered terms (0010) are counted per day of created_at in Asia/Jakarta too, like
-- list_day_counts (0018): a search of a remembered term with a range of days sums its days'
-- matches instead of visiting them. Each row also keeps bounds a page's walk may start from:
-- newest_at (as before) and the least and greatest sort_name of the day's matches (a delete
-- leaves them, so they stay bounds). The counts are forgotten rather than counted again row by
-- row: the next searches remember their terms anew.
DELETE FROM search_terms;
--> statement-breakpoint
ALTER TABLE "search_term_counts" DROP CONSTRAINT "search_term_counts_list_term_status_pk";--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD COLUMN "day" date NOT NULL;--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD COLUMN "least_name" text;--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD COLUMN "greatest_name" text;--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD CONSTRAINT "search_term_counts_list_term_status_day_pk" PRIMARY KEY("list","term","status","day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c
    (list, term, status, day, matches, newest_at, least_name, greatest_name)
  SELECT t.list, t.term, r.status, (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, count(*),
    max(r.created_at), min(r.sort_name), max(r.sort_name)
  FROM search_terms t JOIN new_rows r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (list, term, status, day) DO UPDATE
    SET matches = c.matches + excluded.matches,
        newest_at = greatest(c.newest_at, excluded.newest_at),
        least_name = least(c.least_name, excluded.least_name),
        greatest_name = greatest(c.greatest_name, excluded.greatest_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c
    (list, term, status, day, matches, newest_at, least_name, greatest_name)
  SELECT t.list, t.term, r.status, (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, sum(r.delta),
    max(r.created_at) FILTER (WHERE r.delta > 0), min(r.sort_name) FILTER (WHERE r.delta > 0),
    max(r.sort_name) FILTER (WHERE r.delta > 0)
  FROM search_terms t JOIN (
    SELECT status, search_text, created_at, sort_name, 1 AS delta FROM new_rows
    UNION ALL
    SELECT status, search_text, created_at, sort_name, -1 FROM old_rows
  ) AS r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (list, term, status, day) DO UPDATE
    SET matches = c.matches + excluded.matches,
        newest_at = greatest(c.newest_at, excluded.newest_at),
        least_name = least(c.least_name, excluded.least_name),
        greatest_name = greatest(c.greatest_name, excluded.greatest_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts AS c (list, term, status, day, matches)
  SELECT t.list, t.term, r.status, (r.created_at AT TIME ZONE 'Asia/Jakarta')::date, -count(*)
  FROM search_terms t JOIN old_rows r ON strpos(r.search_text, t.term) > 0
  WHERE t.list = TG_ARGV[0]
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (list, term, status, day) DO UPDATE SET matches = c.matches + excluded.matches;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_term_counts WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$$;
