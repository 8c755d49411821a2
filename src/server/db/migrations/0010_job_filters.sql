-- A posting's salary text as NPR a month: {lowest, highest}, or NULL when it names no monthly
-- amount. Reads "Rs 25,000 - 35,000", "NPR 40k–60k per month", "1,20,000", "1-1.5 lakh",
-- "रु ३०,०००" and "NPR 1,200 per day" (26 working days a month); a piece rate ("per article"),
-- commission or "Negotiable" is NULL. Tested in src/server/features/jobs/salary-band.test.ts.
-- The generated columns salary_min/salary_max store it on every write; after changing it, rewrite
-- the column (UPDATE job_postings SET salary_range = salary_range) so stored rows follow.
CREATE FUNCTION "sipalu_salary_monthly"(salary text) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	s text := lower(translate(salary, '०१२३४५६७८९', '0123456789'));
	found text[];
	amount numeric;
	amounts numeric[] := '{}';
	unit_of numeric[] := '{}';
	per_month numeric := 1;
	low numeric;
	high numeric;
BEGIN
	-- paid per piece or by commission: no monthly figure to compare
	IF s ~ '(per|/|\ma)\s*(article|piece|pc|visit|project|task|word|unit|sale|order|delivery|class|session)\M'
		OR s ~ 'commission|कमिसन|प्रति\s*(लेख|थान)' THEN
		RETURN NULL;
	END IF;
	IF s ~ '(per|/|\ma)\s*(day|diwas)\M|\mdaily\M|प्रति\s*दिन|दैनिक' THEN
		per_month := 26;
	ELSIF s ~ '(per|/|\man?)\s*(hour|hr)s?\M|\mhourly\M|प्रति\s*घण्टा' THEN
		per_month := 208;
	ELSIF s ~ '(per|/|\ma)\s*(week|wk)\M|\mweekly\M|साप्ताहिक' THEN
		per_month := 52.0 / 12;
	ELSIF s ~ '(per|/|\man?)\s*(year|yr|annum)\M|\mannual(ly)?\M|\myearly\M|\mp\.?\s?a\M|वार्षिक' THEN
		per_month := 1.0 / 12;
	END IF;
	FOR found IN
		SELECT regexp_matches(s, '(\d[\d,]*(?:\.\d+)?)\s*(k\M|thousand|hajar|हजार|lakhs?\M|lacs?\M|l\M|लाख)?', 'g')
	LOOP
		-- more digits than any salary has: not an amount (and no overflow)
		CONTINUE WHEN length(replace(found[1], ',', '')) > 12;
		amount := replace(found[1], ',', '')::numeric;
		amounts := amounts || amount;
		unit_of := unit_of || CASE
			WHEN found[2] IS NULL THEN 1
			WHEN found[2] IN ('k', 'thousand', 'hajar', 'हजार') THEN 1000
			ELSE 100000
		END;
	END LOOP;
	-- "15-20k", "1-1.5 lakh": the unit after a figure holds for a bare smaller one before it
	FOR i IN REVERSE cardinality(amounts) - 1 .. 1 LOOP
		IF unit_of[i] = 1 AND unit_of[i + 1] > 1 AND amounts[i] < 1000 THEN
			unit_of[i] := unit_of[i + 1];
		END IF;
	END LOOP;
	-- the first two amounts; a stray small number ("Level 2") is not pay
	FOR i IN 1 .. cardinality(amounts) LOOP
		amount := amounts[i] * unit_of[i];
		CONTINUE WHEN amount < 10;
		IF low IS NULL THEN
			low := amount;
		ELSE
			high := amount;
			EXIT;
		END IF;
	END LOOP;
	IF low IS NULL THEN
		RETURN NULL;
	END IF;
	high := coalesce(high, low);
	IF high < low THEN
		amount := low;
		low := high;
		high := amount;
	END IF;
	low := round(low * per_month);
	high := round(high * per_month);
	IF high > 1000000000 THEN
		RETURN NULL;
	END IF;
	RETURN ARRAY[low::integer, high::integer];
END
$$;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_min" integer GENERATED ALWAYS AS ((sipalu_salary_monthly(salary_range))[1]) STORED;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_max" integer GENERATED ALWAYS AS ((sipalu_salary_monthly(salary_range))[2]) STORED;