CREATE TABLE "admin_rollup_activity" (
	"bucket" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"bids" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"watchers" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_rollup_activity_bucket_category_pk" PRIMARY KEY("bucket","category")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_bidder_auctions" (
	"bidder_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_rollup_bidder_auctions_bidder_id_auction_id_pk" PRIMARY KEY("bidder_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_bidders" (
	"bidder_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"sellers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_event_receipts" (
	"event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_people" (
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"person" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_rollup_people_kind_category_person_pk" PRIMARY KEY("kind","category","person")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_signups" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_top" (
	"kind" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"cut_at" timestamp with time zone NOT NULL,
	"auction_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "admin_rollup_top_kind_from_at_auction_id_pk" PRIMARY KEY("kind","from_at","auction_id")
);
--> statement-breakpoint
CREATE INDEX "admin_rollup_bidder_auctions_pair_idx" ON "admin_rollup_bidder_auctions" USING btree ("bidder_id","seller_id","last_at");--> statement-breakpoint
CREATE INDEX "admin_rollup_bidders_one_idx" ON "admin_rollup_bidders" USING btree ("sellers");--> statement-breakpoint
CREATE INDEX "admin_rollup_people_last_idx" ON "admin_rollup_people" USING btree ("kind","last_at","category");--> statement-breakpoint
-- Issue 28 item 1 (decision 026): watchlist entries, sales and sign-ups kept in the admin rollups as they change.
CREATE FUNCTION admin_rollup_watch_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_rollup_activity (bucket, category, watchers)
    SELECT date_bin('15 minutes', NEW.created_at, timestamptz '2000-01-01 00:00:00+00'), a.category, 1 FROM auctions a WHERE a.id = NEW.auction_id
    ON CONFLICT (bucket, category) DO UPDATE SET watchers = admin_rollup_activity.watchers + 1;
    RETURN NEW;
  END IF;
  UPDATE admin_rollup_activity r SET watchers = r.watchers - 1
  FROM auctions a WHERE a.id = OLD.auction_id AND r.category = a.category
    AND r.bucket = date_bin('15 minutes', OLD.created_at, timestamptz '2000-01-01 00:00:00+00');
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_watch_trg AFTER INSERT OR DELETE ON "watchlist" FOR EACH ROW EXECUTE FUNCTION admin_rollup_watch_sync();--> statement-breakpoint
CREATE FUNCTION admin_rollup_sale_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'sold' THEN
    UPDATE admin_rollup_activity SET sales = sales - 1, sales_value = sales_value - OLD.current_bid
    WHERE bucket = date_bin('15 minutes', OLD.end_time, timestamptz '2000-01-01 00:00:00+00') AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'sold' THEN
    INSERT INTO admin_rollup_activity (bucket, category, sales, sales_value)
    VALUES (date_bin('15 minutes', NEW.end_time, timestamptz '2000-01-01 00:00:00+00'), NEW.category, 1, NEW.current_bid)
    ON CONFLICT (bucket, category) DO UPDATE SET sales = admin_rollup_activity.sales + 1, sales_value = admin_rollup_activity.sales_value + excluded.sales_value;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_sale_insert_trg AFTER INSERT ON "auctions" FOR EACH ROW WHEN (NEW.status = 'sold') EXECUTE FUNCTION admin_rollup_sale_sync();--> statement-breakpoint
CREATE TRIGGER admin_rollup_sale_update_trg AFTER UPDATE OF status, end_time, current_bid, category ON "auctions" FOR EACH ROW
  WHEN ((OLD.status = 'sold' OR NEW.status = 'sold') AND (OLD.status, OLD.end_time, OLD.current_bid, OLD.category) IS DISTINCT FROM (NEW.status, NEW.end_time, NEW.current_bid, NEW.category))
  EXECUTE FUNCTION admin_rollup_sale_sync();--> statement-breakpoint
CREATE TRIGGER admin_rollup_sale_delete_trg AFTER DELETE ON "auctions" FOR EACH ROW WHEN (OLD.status = 'sold') EXECUTE FUNCTION admin_rollup_sale_sync();--> statement-breakpoint
CREATE FUNCTION admin_rollup_signup_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE admin_rollup_signups SET signups = signups - 1 WHERE bucket = date_bin('15 minutes', OLD.created_at, timestamptz '2000-01-01 00:00:00+00');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO admin_rollup_signups (bucket, signups) VALUES (date_bin('15 minutes', NEW.created_at, timestamptz '2000-01-01 00:00:00+00'), 1)
    ON CONFLICT (bucket) DO UPDATE SET signups = admin_rollup_signups.signups + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_rollup_signup_trg AFTER INSERT OR DELETE OR UPDATE OF created_at ON "users" FOR EACH ROW EXECUTE FUNCTION admin_rollup_signup_sync();
