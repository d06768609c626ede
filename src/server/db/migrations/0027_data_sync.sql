CREATE TABLE "api_request_budget" (
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"remaining" integer,
	CONSTRAINT "api_request_budget_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "data_sync_competitions" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"competition_code" text NOT NULL,
	"name" text,
	"season" integer,
	"season_id" integer,
	"coverage" jsonb,
	"league_synced_at" timestamp with time zone,
	"teams_synced_at" timestamp with time zone,
	"fixtures_synced_at" timestamp with time zone,
	"tables_synced_at" timestamp with time zone,
	"tables_due" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_outcome" text,
	"last_message" text,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_sync_fixtures" (
	"fixture_id" integer PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"provider_status" text NOT NULL,
	"previous_kickoff_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_sync_teams" (
	"api_team_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"league_id" integer,
	"placement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_official_tables" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"standings" jsonb,
	"scorers" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_sync_competitions" ADD CONSTRAINT "data_sync_competitions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sync_fixtures" ADD CONSTRAINT "data_sync_fixtures_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sync_teams" ADD CONSTRAINT "data_sync_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_official_tables" ADD CONSTRAINT "season_official_tables_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_sync_fixtures_match_idx" ON "data_sync_fixtures" USING btree ("match_id");