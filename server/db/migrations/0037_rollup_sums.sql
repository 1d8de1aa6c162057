CREATE TABLE "admin_rollup_daily" (
	"day" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watchers" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_rollup_daily_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_people_counts" (
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_rollup_people_counts_kind_category_bucket_pk" PRIMARY KEY("kind","category","bucket")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_people_daily" (
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_rollup_people_daily_kind_category_day_pk" PRIMARY KEY("kind","category","day")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_totals" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watchers" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 28 item 1 (decision 026): admin_rollup_activity summed per UTC day and category and per quarter-hour for
-- every category together, and admin_rollup_people counted per quarter-hour and per UTC day of each person's latest activity,
-- kept by statement triggers from the rows each statement changed (one pass per statement, however many rows).
-- The tables are locked by the triggers' creation, so the sums of the rows already there are taken exactly.
CREATE FUNCTION admin_rollup_activity_sums_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_daily AS r (day, category, bids, views, watchers, sales, sales_value)
  SELECT date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), category, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, bids, views, watchers, sales, sales_value FROM new_rows) d GROUP BY 1, 2 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (day, category) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  INSERT INTO admin_rollup_totals AS r (bucket, bids, views, watchers, sales, sales_value)
  SELECT bucket, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, bids, views, watchers, sales, sales_value FROM new_rows) d GROUP BY 1 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (bucket) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_activity_insert_trg AFTER INSERT ON "admin_rollup_activity" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_activity_sums_insert();
--> statement-breakpoint
CREATE FUNCTION admin_rollup_activity_sums_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_daily AS r (day, category, bids, views, watchers, sales, sales_value)
  SELECT date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), category, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, bids, views, watchers, sales, sales_value FROM new_rows UNION ALL SELECT bucket, category, -bids AS bids, -views AS views, -watchers AS watchers, -sales AS sales, -sales_value AS sales_value FROM old_rows) d GROUP BY 1, 2 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (day, category) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  INSERT INTO admin_rollup_totals AS r (bucket, bids, views, watchers, sales, sales_value)
  SELECT bucket, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, bids, views, watchers, sales, sales_value FROM new_rows UNION ALL SELECT bucket, category, -bids AS bids, -views AS views, -watchers AS watchers, -sales AS sales, -sales_value AS sales_value FROM old_rows) d GROUP BY 1 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (bucket) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_activity_update_trg AFTER UPDATE ON "admin_rollup_activity" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_activity_sums_update();
--> statement-breakpoint
CREATE FUNCTION admin_rollup_activity_sums_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_daily AS r (day, category, bids, views, watchers, sales, sales_value)
  SELECT date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), category, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, -bids AS bids, -views AS views, -watchers AS watchers, -sales AS sales, -sales_value AS sales_value FROM old_rows) d GROUP BY 1, 2 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (day, category) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  INSERT INTO admin_rollup_totals AS r (bucket, bids, views, watchers, sales, sales_value)
  SELECT bucket, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
  FROM (SELECT bucket, category, -bids AS bids, -views AS views, -watchers AS watchers, -sales AS sales, -sales_value AS sales_value FROM old_rows) d GROUP BY 1 HAVING sum(abs(bids)) + sum(abs(views)) + sum(abs(watchers)) + sum(abs(sales)) + sum(abs(sales_value)) > 0
  ON CONFLICT (bucket) DO UPDATE SET bids = r.bids + excluded.bids, views = r.views + excluded.views, watchers = r.watchers + excluded.watchers, sales = r.sales + excluded.sales, sales_value = r.sales_value + excluded.sales_value;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_activity_delete_trg AFTER DELETE ON "admin_rollup_activity" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_activity_sums_delete();
--> statement-breakpoint
CREATE FUNCTION admin_rollup_people_sums_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_people_counts AS r (kind, category, bucket, n)
  SELECT kind, category, bucket, sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, 1 AS n FROM new_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, bucket) DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO admin_rollup_people_daily AS r (kind, category, day, n)
  SELECT kind, category, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, 1 AS n FROM new_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, day) DO UPDATE SET n = r.n + excluded.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_people_insert_trg AFTER INSERT ON "admin_rollup_people" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_people_sums_insert();
--> statement-breakpoint
CREATE FUNCTION admin_rollup_people_sums_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_people_counts AS r (kind, category, bucket, n)
  SELECT kind, category, bucket, sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, 1 AS n FROM new_rows UNION ALL SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00'), -1 FROM old_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, bucket) DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO admin_rollup_people_daily AS r (kind, category, day, n)
  SELECT kind, category, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, 1 AS n FROM new_rows UNION ALL SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00'), -1 FROM old_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, day) DO UPDATE SET n = r.n + excluded.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_people_update_trg AFTER UPDATE ON "admin_rollup_people" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_people_sums_update();
--> statement-breakpoint
CREATE FUNCTION admin_rollup_people_sums_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_rollup_people_counts AS r (kind, category, bucket, n)
  SELECT kind, category, bucket, sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, -1 AS n FROM old_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, bucket) DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO admin_rollup_people_daily AS r (kind, category, day, n)
  SELECT kind, category, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(n) FROM (SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, -1 AS n FROM old_rows) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (kind, category, day) DO UPDATE SET n = r.n + excluded.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_people_delete_trg AFTER DELETE ON "admin_rollup_people" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_rollup_people_sums_delete();
--> statement-breakpoint
INSERT INTO admin_rollup_daily (day, category, bids, views, watchers, sales, sales_value)
SELECT date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), category, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value)
FROM admin_rollup_activity GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO admin_rollup_totals (bucket, bids, views, watchers, sales, sales_value)
SELECT bucket, sum(bids), sum(views), sum(watchers), sum(sales), sum(sales_value) FROM admin_rollup_activity GROUP BY 1;--> statement-breakpoint
INSERT INTO admin_rollup_people_counts (kind, category, bucket, n)
SELECT kind, category, date_bin('15 minutes', last_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM admin_rollup_people GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO admin_rollup_people_daily (kind, category, day, n)
SELECT kind, category, date_bin('1 day', last_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM admin_rollup_people GROUP BY 1, 2, 3;
