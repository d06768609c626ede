CREATE TABLE "lineup_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"player_id" integer NOT NULL,
	"name" text NOT NULL,
	"shirt_number" smallint,
	"position" text,
	"starter" boolean NOT NULL,
	"line" smallint,
	"slot" smallint NOT NULL,
	"captain" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"minute" smallint NOT NULL,
	"offset" smallint,
	"player_id" integer,
	"player_name" text,
	"related_player_id" integer,
	"related_name" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"birth_date" text,
	"position" text,
	"national_team_id" integer,
	"club" text,
	"api_football_id" integer,
	CONSTRAINT "players_key_unique" UNIQUE("key"),
	CONSTRAINT "players_api_football_id_unique" UNIQUE("api_football_id")
);
--> statement-breakpoint
CREATE TABLE "squad_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"shirt_number" smallint,
	"position" text
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "referee" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "attendance" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "home_formation" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_formation" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "home_coach" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_coach" text;--> statement-breakpoint
ALTER TABLE "lineup_entries" ADD CONSTRAINT "lineup_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_entries" ADD CONSTRAINT "lineup_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_related_player_id_players_id_fk" FOREIGN KEY ("related_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_national_team_id_teams_id_fk" FOREIGN KEY ("national_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_members" ADD CONSTRAINT "squad_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lineup_entries_unique" ON "lineup_entries" USING btree ("match_id","side","player_id");--> statement-breakpoint
CREATE INDEX "lineup_entries_player_idx" ON "lineup_entries" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_unique" ON "match_events" USING btree ("match_id","seq");--> statement-breakpoint
CREATE INDEX "match_events_player_idx" ON "match_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_national_team_idx" ON "players" USING btree ("national_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "squad_members_unique" ON "squad_members" USING btree ("season_id","team_id","player_id");--> statement-breakpoint
CREATE INDEX "squad_members_player_idx" ON "squad_members" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "squad_members_team_idx" ON "squad_members" USING btree ("team_id","season_id");