ALTER TABLE "career_path_demand" ADD COLUMN "title_ne" text;--> statement-breakpoint
-- the paths built before this column have no Nepali names: forget their fingerprint, so the next
-- analysis rebuilds them from the postings
DELETE FROM "skill_demand_state";
