ALTER TABLE "job_alerts" DROP COLUMN "ts_query";--> statement-breakpoint
-- Alerts are now keyed by their folded words (docs/decisions/028, 045): the ones whose text is not
-- plain ASCII may hold a key no posting offers any more, and a background job gives them the key
-- of today's rule once.
INSERT INTO background_jobs (kind, payload, dedupe_key)
  SELECT 'job-alert.rekey', '{}'::jsonb, 'job-alert.rekey'
  WHERE EXISTS (SELECT 1 FROM job_alerts WHERE q ~ '[^[:ascii:]]')
  ON CONFLICT DO NOTHING;
