CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"kind" text DEFAULT 'league' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "competitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"player" text NOT NULL,
	"minute" smallint NOT NULL,
	"offset" smallint,
	"penalty" boolean DEFAULT false NOT NULL,
	"own_goal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"round" text,
	"group_name" text,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"kickoff_known" boolean DEFAULT true NOT NULL,
	"venue" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"minute" smallint,
	"home_score" smallint,
	"away_score" smallint,
	"ht_home" smallint,
	"ht_away" smallint,
	"ft_home" smallint,
	"ft_away" smallint,
	"et_home" smallint,
	"et_away" smallint,
	"pen_home" smallint,
	"pen_away" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"source_key" text NOT NULL,
	"checksum" text NOT NULL,
	"starts_on" text,
	"ends_on" text,
	CONSTRAINT "seasons_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"official_name" text NOT NULL,
	"short_name" text NOT NULL,
	"slug" text NOT NULL,
	"country" text,
	"is_national" boolean DEFAULT false NOT NULL,
	"color_primary" text NOT NULL,
	"color_secondary" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "teams_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_match_order_idx" ON "goals" USING btree ("match_id","side","minute","offset","player");--> statement-breakpoint
CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "matches_home_team_idx" ON "matches" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_team_idx" ON "matches" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seasons_competition_idx" ON "seasons" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams" USING gin ("search_text" gin_trgm_ops);