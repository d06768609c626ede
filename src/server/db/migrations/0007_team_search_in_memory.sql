DROP INDEX "teams_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "search_text";