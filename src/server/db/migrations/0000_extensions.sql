-- Trigram matching lets search find partial words and small typos ("plumbng").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, which generated columns and index expressions refuse;
-- joining text with a fixed separator does not depend on any setting, so this wrapper is IMMUTABLE.
CREATE OR REPLACE FUNCTION sipalu_text_array(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
