-- Entitlements become plan data (issue 13): what each plan unlocks, editable by admins. Filled from
-- what the code gave each tier until now: free = limited predictions, basic stats, 3 followed
-- teams (FREE_MAX_FOLLOWED_TEAMS); pro = everything, no limit on followed teams.
ALTER TABLE "plans" ADD COLUMN "full_predictions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "advanced_stats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_followed_teams" integer;--> statement-breakpoint
UPDATE "plans" SET
  "full_predictions" = ("tier" = 'pro'),
  "advanced_stats" = ("tier" = 'pro'),
  "max_followed_teams" = CASE WHEN "tier" = 'free' THEN 3 ELSE NULL END;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_max_followed_teams_check" CHECK ("plans"."max_followed_teams" IS NULL OR "plans"."max_followed_teams" BETWEEN 1 AND 1000);
