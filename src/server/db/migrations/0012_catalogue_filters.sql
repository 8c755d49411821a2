-- The catalogue's filters (docs/decisions/030) read three figures from texts the institutions and
-- the seed write freely; stored generated columns call these functions, so every insert path fills
-- them and the ALTERs below compute every existing row. After changing a function, rewrite its
-- column (UPDATE courses SET duration = duration; UPDATE programs SET total_cost = total_cost, …).
-- Tested in src/server/features/learning/catalogue-filters.test.ts on both databases.

-- A duration text in days: "3 months" 90, "6 weeks" 42, "45 days", "3 years" 1095, "2-3 months"
-- (the longer end) 90, "40 hours" (8 a day) 5, "३ महिना" 90. NULL when it names no length.
CREATE FUNCTION "sipalu_duration_days"(duration text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	s text := lower(translate(duration, '०१२३४५६७८९', '0123456789'));
	found text[];
	amount numeric;
	unit numeric;
BEGIN
	found := regexp_match(s,
		'(\d{1,4}(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d{1,4}(?:\.\d+)?))?\s*(hours?|hrs?|घण्टा|days?|din|दिन|weeks?|wks?|हप्ता|months?|mahina|महिना|years?|yrs?|वर्ष|बर्ष)');
	IF found IS NULL THEN
		RETURN NULL;
	END IF;
	amount := greatest(found[1]::numeric, coalesce(found[2]::numeric, 0));
	unit := CASE
		WHEN found[3] ~ '^(hour|hr|घण्टा)' THEN 1.0 / 8
		WHEN found[3] ~ '^(day|din|दिन)' THEN 1
		WHEN found[3] ~ '^(week|wk|हप्ता)' THEN 7
		WHEN found[3] ~ '^(month|mahina|महिना)' THEN 30
		ELSE 365
	END;
	RETURN greatest(1, ceil(amount * unit))::integer;
END
$$;--> statement-breakpoint

-- The CTEVT / NSTB skill level (1 to 4) a title or certificate names ("CTEVT Level 1 Certificate
-- (Cook)", "NSTB Level 2 skill test", "प्लम्बर (लेभल १)"); NULL when it names none.
CREATE FUNCTION "sipalu_skill_level"(credential text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT (regexp_match(lower(translate(credential, '०१२३४५६७८९', '0123456789')), '(?:\mlevel|लेभल|तह)\s*([1-4])(?!\d)'))[1]::integer
$$;--> statement-breakpoint

-- A total cost text in NPR: "NPR 3,85,000" 385000, "Rs 12k" 12000, "1.5 lakh" 150000, "रु ३,५००"
-- 3500, "Free" / "निःशुल्क" 0. The first amount counts ("NPR 38,000 (2 instalments)"). NULL when
-- it names no amount ("Contact us").
CREATE FUNCTION "sipalu_cost_npr"(cost text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	s text := lower(translate(cost, '०१२३४५६७८९', '0123456789'));
	found text[];
	amount numeric;
BEGIN
	found := regexp_match(s, '(\d[\d,]*(?:\.\d+)?)\s*(k\M|thousand|हजार|lakhs?\M|lacs?\M|लाख)?');
	IF found IS NULL OR length(replace(found[1], ',', '')) > 12 THEN
		RETURN CASE WHEN s ~ '\mfree\M|निःशुल्क|नि:शुल्क|निशुल्क' THEN 0 END;
	END IF;
	amount := replace(found[1], ',', '')::numeric * CASE
		WHEN found[2] IS NULL THEN 1
		WHEN found[2] IN ('k', 'thousand', 'हजार') THEN 1000
		ELSE 100000
	END;
	IF amount > 1000000000 THEN
		RETURN NULL;
	END IF;
	RETURN round(amount)::integer;
END
$$;--> statement-breakpoint

ALTER TABLE "courses" ADD COLUMN "duration_days" integer GENERATED ALWAYS AS (sipalu_duration_days(duration)) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skill_level" integer GENERATED ALWAYS AS (sipalu_skill_level(coalesce(title, '') || ' ' || coalesce(certification, ''))) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "duration_days" integer GENERATED ALWAYS AS (sipalu_duration_days(duration)) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "skill_level" integer GENERATED ALWAYS AS (sipalu_skill_level(program_title || ' ' || credential_awarded)) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cost_npr" integer GENERATED ALWAYS AS (sipalu_cost_npr(total_cost)) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cover_url" text;