CREATE TABLE "conversations" (
	"owner_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"auction_id" uuid,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_key_uq" UNIQUE NULLS NOT DISTINCT("owner_id","other_id","auction_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_owner_last_idx" ON "conversations" USING btree ("owner_id","last_at","last_message_id");--> statement-breakpoint
CREATE INDEX "messages_pair_created_idx" ON "messages" USING btree ("from_user_id","to_user_id","created_at","id");--> statement-breakpoint
-- Issue 16: the inbox reads one page of conversation rows; these triggers keep them true for every writer of messages.
-- A conversation's row, rebuilt from its messages (or removed when it has none left).
CREATE FUNCTION conversations_refresh(p_owner uuid, p_other uuid, p_auction uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  newest record;
  n integer;
BEGIN
  -- A user being deleted takes their rows along (foreign keys); no row is made for them.
  IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_owner) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_other) THEN
    DELETE FROM conversations c WHERE c.owner_id = p_owner AND c.other_id = p_other AND c.auction_id IS NOT DISTINCT FROM p_auction;
    RETURN;
  END IF;
  SELECT m.id, m.created_at INTO newest FROM messages m
   WHERE ((m.from_user_id = p_owner AND m.to_user_id = p_other) OR (m.from_user_id = p_other AND m.to_user_id = p_owner))
     AND m.auction_id IS NOT DISTINCT FROM p_auction
   ORDER BY m.created_at DESC, m.id DESC LIMIT 1;
  IF NOT FOUND THEN
    DELETE FROM conversations c WHERE c.owner_id = p_owner AND c.other_id = p_other AND c.auction_id IS NOT DISTINCT FROM p_auction;
    RETURN;
  END IF;
  SELECT count(*) INTO n FROM messages m
   WHERE m.to_user_id = p_owner AND m.from_user_id = p_other AND m.auction_id IS NOT DISTINCT FROM p_auction AND m.read_at IS NULL;
  INSERT INTO conversations AS c (owner_id, other_id, auction_id, last_message_id, last_at, unread)
  VALUES (p_owner, p_other, p_auction, newest.id, newest.created_at, n)
  ON CONFLICT ON CONSTRAINT conversations_key_uq DO UPDATE
    SET last_message_id = excluded.last_message_id, last_at = excluded.last_at, unread = excluded.unread;
END $$;
--> statement-breakpoint
-- A new message: both people's rows move to it (row locks make concurrent messages add up).
CREATE FUNCTION conversations_on_message_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations AS c (owner_id, other_id, auction_id, last_message_id, last_at, unread)
  VALUES (NEW.from_user_id, NEW.to_user_id, NEW.auction_id, NEW.id, NEW.created_at, 0),
         (NEW.to_user_id, NEW.from_user_id, NEW.auction_id, NEW.id, NEW.created_at, CASE WHEN NEW.read_at IS NULL THEN 1 ELSE 0 END)
  ON CONFLICT ON CONSTRAINT conversations_key_uq DO UPDATE SET
    last_message_id = CASE WHEN (excluded.last_at, excluded.last_message_id) > (c.last_at, c.last_message_id) THEN excluded.last_message_id ELSE c.last_message_id END,
    last_at = GREATEST(c.last_at, excluded.last_at),
    unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Read or unread: the reader's count follows; a message moved (its listing deleted): both conversations are rebuilt.
CREATE FUNCTION conversations_on_message_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.auction_id IS DISTINCT FROM OLD.auction_id OR NEW.from_user_id <> OLD.from_user_id OR NEW.to_user_id <> OLD.to_user_id
     OR NEW.created_at <> OLD.created_at THEN
    PERFORM conversations_refresh(OLD.from_user_id, OLD.to_user_id, OLD.auction_id);
    PERFORM conversations_refresh(OLD.to_user_id, OLD.from_user_id, OLD.auction_id);
    PERFORM conversations_refresh(NEW.from_user_id, NEW.to_user_id, NEW.auction_id);
    PERFORM conversations_refresh(NEW.to_user_id, NEW.from_user_id, NEW.auction_id);
  ELSIF (OLD.read_at IS NULL) <> (NEW.read_at IS NULL) THEN
    UPDATE conversations c SET unread = GREATEST(c.unread + CASE WHEN NEW.read_at IS NULL THEN 1 ELSE -1 END, 0)
     WHERE c.owner_id = NEW.to_user_id AND c.other_id = NEW.from_user_id AND c.auction_id IS NOT DISTINCT FROM NEW.auction_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted messages: each conversation they were in is rebuilt once per statement.
CREATE FUNCTION conversations_on_messages_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN SELECT DISTINCT d.owner_id, d.other_id, d.auction_id FROM (
      SELECT g.from_user_id AS owner_id, g.to_user_id AS other_id, g.auction_id FROM gone g
      UNION SELECT g.to_user_id, g.from_user_id, g.auction_id FROM gone g) d LOOP
    PERFORM conversations_refresh(k.owner_id, k.other_id, k.auction_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_conversations_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION conversations_on_messages_delete();
--> statement-breakpoint
CREATE TRIGGER messages_conversations_insert AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION conversations_on_message_insert();
--> statement-breakpoint
CREATE TRIGGER messages_conversations_update AFTER UPDATE ON messages FOR EACH ROW EXECUTE FUNCTION conversations_on_message_update();
--> statement-breakpoint
-- The conversations of the messages already stored.
INSERT INTO conversations (owner_id, other_id, auction_id, last_message_id, last_at, unread)
SELECT DISTINCT ON (x.owner_id, x.other_id, x.auction_id) x.owner_id, x.other_id, x.auction_id, x.id, x.created_at,
  count(*) FILTER (WHERE x.to_owner AND x.read_at IS NULL) OVER (PARTITION BY x.owner_id, x.other_id, x.auction_id)
FROM (
  SELECT m.id, m.created_at, m.read_at, m.auction_id, m.from_user_id AS owner_id, m.to_user_id AS other_id, false AS to_owner FROM messages m
  UNION ALL
  SELECT m.id, m.created_at, m.read_at, m.auction_id, m.to_user_id, m.from_user_id, true FROM messages m
) x
ORDER BY x.owner_id, x.other_id, x.auction_id, x.created_at DESC, x.id DESC;
