-- A directory card is kept in the in-memory index (decision 037) and shows two names from other
-- rows: the account's name when the profile has none, and a testimonial's reviewer. Renaming
-- either stamps the profiles whose cards show it, so every index reads those cards again.
CREATE FUNCTION "sipalu_stamp_named_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE profiles SET search_xid = pg_current_xact_id()
	WHERE (TG_TABLE_NAME = 'users' AND id = NEW.id)
		OR id IN (SELECT professional_id FROM reviews WHERE reviewer_id = NEW.id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_stamp_named_cards" AFTER UPDATE OF "name" ON "users"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sipalu_stamp_named_cards();--> statement-breakpoint
CREATE TRIGGER "profiles_stamp_named_cards" AFTER UPDATE OF "full_name" ON "profiles"
	FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION sipalu_stamp_named_cards();
