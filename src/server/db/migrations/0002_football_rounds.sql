DROP INDEX "goals_match_order_idx";--> statement-breakpoint
DROP INDEX "matches_season_idx";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "round_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "goals_match_idx" ON "goals" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id","kickoff_at");