-- A listing sold without an end time (a classified sold at an accepted offer) is no sale of the admin figures
-- (their raw-row reads count sales by their end time), so the rollup trigger leaves it out instead of failing
-- the sale on a NULL bucket.
CREATE OR REPLACE FUNCTION admin_rollup_sale_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'sold' AND OLD.end_time IS NOT NULL THEN
    UPDATE admin_rollup_activity SET sales = sales - 1, sales_value = sales_value - coalesce(OLD.current_bid, 0)
    WHERE bucket = date_bin('15 minutes', OLD.end_time, timestamptz '2000-01-01 00:00:00+00') AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'sold' AND NEW.end_time IS NOT NULL THEN
    INSERT INTO admin_rollup_activity (bucket, category, sales, sales_value)
    VALUES (date_bin('15 minutes', NEW.end_time, timestamptz '2000-01-01 00:00:00+00'), NEW.category, 1, coalesce(NEW.current_bid, 0))
    ON CONFLICT (bucket, category) DO UPDATE SET sales = admin_rollup_activity.sales + 1, sales_value = admin_rollup_activity.sales_value + excluded.sales_value;
  END IF;
  RETURN NULL;
END;
$$;
